"""The REST API of `memdir serve` fuzzed from its own OpenAPI description (schemathesis,
in-process ASGI): no 5xx, answers as described, no other tenant's data, and no operation
without a valid token or with a role that may not do it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

schemathesis = pytest.importorskip("schemathesis")
pytest.importorskip("starlette")

from hypothesis import HealthCheck, given, settings  # noqa: E402
from schemathesis.checks import (  # noqa: E402
    content_type_conformance,
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)
from starlette.testclient import TestClient  # noqa: E402

from memdir.server.app import create_app  # noqa: E402
from memdir.server.tokens import TokenBook  # noqa: E402
from memdir.store import FileStore  # noqa: E402

# Stored in the other tenant; must never appear in an answer to this tenant's token.
MARKER = "zebracorn-b3ta-only"


@dataclass
class World:
    data: Path
    agent: str
    beta_before: list[tuple[str, str]]


def beta_records(data: Path) -> list[tuple[str, str]]:
    store = FileStore(data / "projects" / "beta" / "memory", scope="project")
    return sorted((r.name, r.hash) for r in store.list())


@pytest.fixture
def world(tmp_path) -> World:
    data = tmp_path / "data"
    book = TokenBook(data)
    agent = book.create("alpha", "agent")[0]
    beta = book.create("beta", "agent")[0]
    with TestClient(create_app(data)) as client:
        answer = client.post("/v1/memories", headers={"Authorization": f"Bearer {beta}"},
                             json={"name": "a-name", "type": "project",
                                   "description": f"Deploys go through {MARKER} first",
                                   "body": f"{MARKER} holds the release keys' location"})
        assert answer.json()["saved"] is True
    return World(data, agent, beta_records(data))


from memdir.server.openapi import openapi  # noqa: E402

POSITIVE, NEGATIVE = schemathesis.GenerationMode.POSITIVE, schemathesis.GenerationMode.NEGATIVE
# Every operation with valid input; with invalid input, those that take any input.
CASES = [(f"{method.upper()} {path}", mode)
         for path, ops in openapi()["paths"].items() for method, op in ops.items()
         if method != "parameters"
         for mode in (POSITIVE, NEGATIVE)
         if mode == POSITIVE or "parameters" in ops or "parameters" in op
         or "requestBody" in op]


@pytest.mark.parametrize(("label", "mode"), CASES, ids=[f"{a}-{b}" for a, b in CASES])
def test_rest_api_fuzzed_from_its_openapi_description(label, mode, world):
    schema = schemathesis.openapi.from_asgi("/openapi.json", create_app(world.data))
    operation = schema.find_operation_by_label(label)
    assert operation is not None

    @given(case=operation.as_strategy(mode))
    @settings(max_examples=15, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    def fuzz(case):
        answer = case.call_and_validate(
            headers={"Authorization": f"Bearer {world.agent}"},
            checks=[not_a_server_error, status_code_conformance, content_type_conformance,
                    response_schema_conformance])
        assert MARKER not in answer.text
        if case.path.startswith(("/v1/tokens", "/v1/inbox")):
            # An agent never manages tokens, nor approves what agents proposed.
            assert answer.status_code in (401, 403)
        if case.path != "/healthz":
            anonymous = case.call(headers={"Authorization": "Bearer mdt_forged"})
            assert anonymous.status_code == 401
        assert beta_records(world.data) == world.beta_before

    fuzz()
