"""Processes the tests start and stop."""

from __future__ import annotations

import subprocess


def stop_process(process: subprocess.Popen[bytes] | subprocess.Popen[str]) -> None:
    """Stop a server the test started: asked first, killed after 15 s."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
