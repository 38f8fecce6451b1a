"""docs/server.md's REST table is the API's: every path and method the OpenAPI description
serves is in the table, and the table names none it does not serve."""

from __future__ import annotations

import re
from pathlib import Path

from memdir.server.openapi import openapi

DOC = Path(__file__).resolve().parents[2] / "docs" / "server.md"
METHODS = ("get", "post", "patch", "delete", "put")


def _shape(path: str) -> str:
    """A path with its parameters unnamed: `{id}` and `{proposal_id}` are one place."""
    return re.sub(r"\{[^}]+\}", "{}", path.split("?")[0])


def test_the_rest_table_names_every_route_the_api_serves():
    served = {(method.upper(), _shape(path)) for path, ops in openapi()["paths"].items()
              for method in ops if method in METHODS}
    served.discard(("GET", "/healthz"))  # no token, for a load balancer (docs/security.md)
    text = DOC.read_text("utf-8")
    table = text[text.index("## The REST API"):text.index("## Public agents")]
    documented = set()
    for methods, path in re.findall(r"^\| `((?:GET|POST|PATCH|DELETE)(?:/[A-Z]+)*) (\S+?)`",
                                    table, re.M):
        documented |= {(m, _shape(path)) for m in methods.split("/")}
    for method, path in re.findall(r"`(GET|POST|PATCH|DELETE) (/v1/[^`?\s]+)`", table):
        documented.add((method, _shape(path)))
    assert sorted(served - documented) == []
    assert sorted(documented - served) == []
