"""A password of lower-case words joined, and a config line's value that says where the
password is (memdir.pipeline.admission.secret_phrase.joined_words,
memdir.pipeline.admission.secret_place.config_place).

"the password is correct-horse-battery-staple" was let through in English (the rule that
keeps "the password is case-sensitive" kept any lower-case words joined by hyphens) while
密码是 … and パスワードは … caught it: after a password's, a passphrase's or a login's name,
three or more lower-case words joined by '-', '.' or '_' are a password, unless they
describe one ("hard-to-guess", "one-time-use", "all-lower-case").

"password: /run/secrets/db_password", "password=~/.pgpass" were refused: in a line of
configuration the value was read as the password although it is the path of the file
that holds it. A path (from /, ~/, ./, ../, a drive, or a folder secrets are kept in), a
known dotfile, a file with a key's or a text's extension, a reference into a store or a
variable named for the secret is kept; "hunter2/abc", "~hunter2", ".hunter2" are not
paths and stay refused.

The values are made up for this file."""

from __future__ import annotations

import pytest
from secret_helpers import add_keeps, add_refuses, project_fixture  # noqa: F401 (the fixture `project`)

from memdir.pipeline.admission.secrets import find_secret

# Every English form of a password's or passphrase's name the scanner reads, with words
# joined by hyphens, dots or underscores: each was let through before.
_JOINED = [
    "the password is correct-horse-battery-staple",
    "The password is correct-horse-battery-staple.",
    "password: correct-horse-battery-staple",
    "my login is just correct-horse-battery-staple",
    "My password is simply correct-horse-battery-staple, don't share it.",
    "Password for the NAS: purple-monkey-dishwasher",
    "pw: purple-monkey-dishwasher",
    "the vault password is now tangerine-velvet-harbour so update your notes",
    "my login is just correct.horse.battery.staple",
]


@pytest.mark.parametrize("text", _JOINED)
def test_lower_case_words_joined_after_a_passwords_name_are_refused(text):
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("text", [
    "密码是 correct-horse-battery-staple",
    "パスワードは correct-horse-battery-staple です",
    "passphrase = correct-horse-battery-staple",
    "the passphrase is correct-horse-battery-staple",
    "the password is correct.horse.battery.staple",
    "the password is correct_horse_battery_staple",
    "pwd: quiet_otter_lantern",
])
def test_the_forms_that_caught_joined_words_still_do(text):
    assert find_secret(text) is not None, text


# What people say of a password in hyphenated words: a description, not the password.
_DESCRIPTIONS = [
    "the password is case-sensitive",
    "the password is auto-generated",
    "the password is read-only",
    "the password is well-known",
    "the password is one-time",
    "the password is hard-to-guess",
    "The password is easy-to-remember, which is the point.",
    "the password is hard-to-crack",
    "the password is end-to-end encrypted",
    "the password is up-to-date",
    "the password is out-of-date",
    "the password is state-of-the-art",
    "the password is one-time-use",
    "the password is single-use-only",
    "the password is all-lower-case",
    "the password is lower-case-only",
    "the password is twelve-character-minimum",
    "the password is sixteen-characters-long",
    "the password is at-least-twelve-characters",
    "the password is the-same-as-the-wifi",
    "the password is company-name-plus-year",
    "the password is first-name-last-name",
    "the password is not-yet-set",
    "the password is auto-generated-per-user",
    "the password is randomly-generated-everywhere",
    "the password is never-to-be-shared",
    "the password is mixed-case-with-symbols",
    "the password is left-as-default",
    "the password is well-known-default",
    "the password is two-factor-protected",
    "the password is long-and-random",
    "the password is different-per-environment",
    "The login is per-user-per-device.",
    "password: not-set-yet",
    "password: change-me-later",
    "the password is your-password-here",
    "the password reset link is one-time-use",
    # Where it is kept, or a host.
    "the password is git-credential-manager",
    "the password is gnome-keyring-managed",
    "my login is just mail.example.com",
]


@pytest.mark.parametrize("text", _DESCRIPTIONS)
def test_hyphenated_words_describing_a_password_are_kept(text):
    assert find_secret(text) is None, text


# (a config line naming where the password is: kept, a value of the same line: refused)
_CONFIG = [
    ("password: /run/secrets/db_password", "password: hunter2/abc"),
    ("password=~/.pgpass", "password=~hunter2"),
    ("password: ./secrets/db.txt", "password=.hunter2"),
    ("password: ~/.config/app/pw", "password: ~Xk9#q2Lm"),
    ('password: "/run/secrets/db_password"', 'password: "/hunter2"'),
    ("PASSWORD=/run/secrets/pg", "PASSWORD=/Xk9q2Lm/Pq8zR4"),
    ("db_password: /var/run/secrets/db", "db_password: Xk9q2Lm/var"),
    ("password: secrets/db_password", "password: hunter/db_password"),
    ("password=DB_PASSWORD", "password=keeper"),
    ("password: C:\\secrets\\pw.txt", "password: C:Xk9#q2Lm"),
    ("password = op://Private/db/password", "password = Op!Private2024"),
]


@pytest.mark.parametrize(("kept", "refused"), _CONFIG)
def test_a_config_lines_path_to_the_password_is_not_the_password(kept, refused):
    assert find_secret(kept) is None, kept
    assert find_secret(refused) is not None, refused


@pytest.mark.parametrize("text", [
    "password_file: /etc/app/secret",
    "DB_PASSWORD=${DB_PASSWORD}",
    "password=$DB_PASSWORD",
    "PGPASSFILE=~/.pgpass",
])
def test_references_a_config_line_kept_stay_kept(text):
    assert find_secret(text) is None, text


def test_add_refuses_the_joined_password_and_keeps_the_config_path(project):
    """`memdir add` refuses a note giving the password as joined words (it was stored)
    and stores a note of the config line that names the password's file (it was
    refused)."""
    add_refuses(project, "The NAS password is correct-horse-battery-staple.", "nas",
                "nas notes")
    add_keeps(project, "The compose file sets password: /run/secrets/db_password for the app.",
              "db", "db notes")
