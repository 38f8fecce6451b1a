"""A cloned repository's settings file trying to turn review off."""

from __future__ import annotations

import json

from memdir.service.write_policy import load_policy


def test_an_untrusted_project_file_may_only_make_the_policy_stricter(isolated_env, tmp_path):
    project = tmp_path / "clone"
    (project / ".memdir").mkdir(parents=True)
    path = project / ".memdir" / "settings.json"
    path.write_text(json.dumps({"policy": {"consolidation": "auto", "visitor": "auto",
                                           "model": {"project": "refuse"}}}))
    policy = load_policy(isolated_env, project)
    assert policy.action("consolidation", "project") == "propose"
    assert policy.action("visitor", "project") == "propose"
    assert policy.action("model", "project") == "refuse"  # stricter: applied
    assert any("would loosen the policy" in p for p in policy.problems)


def test_a_linked_project_settings_file_is_not_read(isolated_env, tmp_path):
    elsewhere = tmp_path / "elsewhere.json"
    elsewhere.write_text(json.dumps({"policy": {"model": "refuse"}}))
    project = tmp_path / "clone"
    (project / ".memdir").mkdir(parents=True)
    (project / ".memdir" / "settings.json").symlink_to(elsewhere)
    policy = load_policy(isolated_env, project)
    assert policy.action("model", "project") == "auto"
    assert any("symbolic link" in p for p in policy.problems)
