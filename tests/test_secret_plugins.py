"""detect-secrets' plugins load without `requests` (memdir.pipeline.admission.secret_plugins),
find what they found before, and the package is the real one the moment anything uses it."""

from __future__ import annotations

import json
import subprocess
import sys

# In a fresh process: the plugins, what three of them find, and what `requests` is then.
_SCAN = """
import json, sys
if sys.argv[1] == "requests first":
    import requests
from memdir.pipeline.admission.secret_detectors import _detector, _plugin_secret
found = [_plugin_secret(line) for line in (
    "aws_key = AKIAZ7QXMH4P2LRW9TNB", "token ghp_R8bX2kLq9ZtV4mN7pW1sY6cJ3hF0dG5aE2uK",
    "https://admin:hunter2xyz@db.internal.example.org/x")]
plugins = sorted(type(p).__name__ for p in _detector()[0])
loaded = "requests" in sys.modules
base = sys.modules["detect_secrets.plugins.base"]
# What a plugin's verification would use: the real package, imported now.
error = base.requests.exceptions.RequestException
import requests
print(json.dumps({"found": found, "plugins": plugins, "loaded_by_scan": loaded,
                  "real": error is requests.exceptions.RequestException
                  and base.requests.get is requests.get and bool(requests.__version__)}))
"""


def _scan(mode: str) -> dict:
    done = subprocess.run([sys.executable, "-c", _SCAN, mode], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_the_plugins_scan_without_importing_requests_and_find_the_same_keys():
    scanned = _scan("scan only")
    assert scanned["found"] == ["an AWS access key", "a GitHub token", "a password in a URL"]
    assert scanned["loaded_by_scan"] is False
    assert len(scanned["plugins"]) == 23 and "IbmCloudIamDetector" in scanned["plugins"]
    assert scanned["real"]  # used after the scan: the real package, in the plugins too


def test_a_process_that_imported_requests_keeps_it():
    scanned = _scan("requests first")
    assert scanned["found"] == ["an AWS access key", "a GitHub token", "a password in a URL"]
    assert scanned["loaded_by_scan"] is True and scanned["real"]
    assert scanned["plugins"] == _scan("scan only")["plugins"]
