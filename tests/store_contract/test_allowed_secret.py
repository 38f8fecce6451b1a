"""A secret a person allowed into a record (``--allow-secret``) stays allowed through
every change they make with the same override, a rename too; never in a name, never for
a model. Each test runs once per entry of ``SERVICES`` (conftest.py)."""

from __future__ import annotations

import pytest

from memdir.foundation.candidate import Candidate
from memdir.foundation.errors import MemdirError, SecretError

TOKEN = "ghp_1234567890abcdefghijklmnopqrstuvwxyzAB"
ALPHA = Candidate("alpha", "Staging notes", "reference", f"token {TOKEN}")


def test_a_person_renames_a_record_holding_a_secret_they_allowed(services):
    person = services.open("person")
    person.save(ALPHA, origin="user", allow_secret=True)
    with pytest.raises(SecretError, match="The body seems to contain a GitHub token"):
        person.rename("alpha", "beta", origin="user")  # not allowed this time: unchanged
    assert person.find("alpha") is not None and person.find("beta") is None
    done = person.rename("alpha", "beta", origin="user", allow_secret=True)
    assert done.record.name == "beta" and TOKEN in person.get("beta").record.body
    assert person.find("alpha") is None
    with pytest.raises(MemdirError, match="The name seems to contain a GitHub token"):
        person.rename("beta", TOKEN.lower(), origin="user", allow_secret=True)
    model = services.open("model")
    with pytest.raises(SecretError):  # a model's override is no override
        model.rename("beta", "gamma", allow_secret=True)
    assert person.find("beta") is not None and person.find("gamma") is None
