"""What the twenty-first prose round (benchmarks/secrets_prose_twentyfirst.py) refused that
holds no secret, and a login's next step the twentieth left refused, each beside the same
shape holding one.

- A Nix store path (/nix/store/<32 characters of Nix's base32>-name): its folder is named by
  a hash and a package, as a hash alone is.
- A log line's id named as one (request_id=…, correlationId=…), never a session's.
- A loopback URL's documented default login, its password its user's name
  (amqp://guest:guest@localhost): the server lets it in from this machine only.
- "log in as admin and Select2": a step's verb and a number after "log in as … and" (select
  2, or jQuery's widget), not a password; the pair said as the login's, joined by と or 和,
  or before "to log in" is still one.

The values here are new (not the round's), made up for this file."""

from __future__ import annotations

import pytest
from secret_helpers import add_keeps, project_fixture  # noqa: F401 (the fixture `project`)

from memdir.pipeline.admission.secrets import find_secret


@pytest.mark.parametrize("text", [
    "/nix/store/4vfzrdyjg6bb9csnclsw7wxmdfsj4jqv-nodejs-20.18.1/bin/node",
    "这个库在 /nix/store/4vfzrdyjg6bb9csnclsw7wxmdfsj4jqv-openssl-3.3.2 下面",
    "python は /nix/store/4vfzrdyjg6bb9csnclsw7wxmdfsj4jqv-python3-3.11.10 です",
    "ls /nix/store/4vfzrdyjg6bb9csnclsw7wxmdfsj4jqv",
    "INFO request_id=KQ7D2M4XW9PLN3R8TB6VHF5JZC done in 12ms",
    "WARN correlationId=KQ7D2M4XW9PLN3R8TB6VHF5JZC retrying",
    "日志：trace-id=KQ7D2M4XW9PLN3R8TB6VHF5JZC 超时",
    "the broker's default is amqp://guest:guest@localhost:5672/ for local tests",
    "DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/app",
    "ローカルは redis://default:default@localhost:6379 です",
    "log in as admin and Select2",
    "log in to the kiosk as operator and Open3",
    "signed in as root and Click2 then saved",
])
def test_a_look_alike_the_twentyfirst_round_refused_is_kept(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    # A key in a path's place elsewhere, or a letter Nix's base32 has not.
    "/home/ci/4vfzrdyjg6bb9csnclsw7wxmdfsj4jqv-nodejs/bin/node",
    "/nix/store/4vfzrdyjg6bb9csnclsw7wxmdfsj4jqT-nodejs",
    # A session's id, or an id's name holding a secret's word.
    "session_id=KQ7D2M4XW9PLN3R8TB6VHF5JZCx7",
    "token_id=KQ7D2M4XW9PLN3R8TB6VHF5JZCx7",
    # The same login at another host, another password at localhost.
    "amqp://guest:guest@rabbit.prod.internal:5672/",
    "amqp://guest:Gu3st!pw@localhost:5672/",
    "postgres://app:Tansy8Creek@127.0.0.1:5432/app",
    # A login's pair that is one.
    "log in as admin and Clover7",
    "the login is admin and Select2.",
    "admin と Select2 でログイン",
    "use admin and Select2 to log in",
])
def test_the_same_shape_holding_a_secret_is_still_refused(text):
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("body", [
    "The dev shell's python is /nix/store/4vfzrdyjg6bb9csnclsw7wxmdfsj4jqv-python3-3.11.10.",
    "Local tests talk to amqp://guest:guest@localhost:5672/, the broker's default.",
    "To reassign a ticket, log in as admin and Select2",
])
def test_memdir_add_keeps_a_look_alike_the_twentyfirst_round_refused(project, body):
    add_keeps(project, body)
