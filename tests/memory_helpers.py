"""Helpers for tests that drive the service's pipeline over bare stores."""

from __future__ import annotations

from typing import Any

from memdir.pipeline.consolidate import ConsolidationResult, consolidate
from memdir.service.actors import Actor
from memdir.service.commands import Plan
from memdir.service.memory import Memory
from memdir.service.routing import Routes
from memdir.service.write_policy import WritePolicy
from memdir.service.writes.pipeline import Pipeline


def auto_policy() -> WritePolicy:
    """The default write policy, with consolidation's plans applied at once."""
    policy = WritePolicy()
    policy.apply({"consolidation": "auto"}, "test", stricter_only=False)
    return policy


def pipeline_over(*stores: Any, actor: str = "person",
                  policy: WritePolicy | None = None) -> Pipeline:
    chosen = policy or auto_policy()
    return Pipeline(Routes(list(stores)), actor=Actor(actor, "test"), session="test",  # type: ignore[arg-type]
                    policy=lambda: chosen)


def consolidate_now(store: Any, provider: Any, **how: Any) -> ConsolidationResult:
    """`consolidate` with its plans applied through the pipeline, consolidation's writes
    allowed (the default policy proposes them)."""
    pipeline = pipeline_over(store)
    return consolidate(store, provider, apply=lambda plan: pipeline.plan(
        Plan(store.scope, plan.group, plan.output, plan.found, plan.review)), **how)


def person(*stores: Any, **how: Any) -> Memory:
    """A Memory over these stores acting for a person (who may approve and undo)."""
    user = stores[1] if len(stores) > 1 else False
    return Memory(stores[0], user=user, provider=how.pop("provider", "offline"),
                  actor="person", **how)


def undo_change(stores: list[Any], change_id: str) -> Any:
    return person(*stores).undo(change_id)


def file_to(store: Any, proposal: Any, *, if_status: str | None = None) -> Any:
    """Keep a proposal in a store's inbox (what the pipeline's filing does)."""
    store.save_proposal(proposal.to_dict(), if_status=if_status)
    return proposal


def mcp_over(project: Any, user: Any = False, *, select: str = "offline",
             provider: Any = None, **how: Any) -> Any:
    """The MCP tools' answers over a Memory of these stores acting for the model (what
    ``memdir mcp`` opens; a user store of True is the default one)."""
    from memdir.integrations.mcp_answers import McpAnswers

    chosen = provider if select == "llm" else "offline"
    memory = Memory(project, user=user, provider=chosen, actor=Actor("model", "mcp"), **how)
    return McpAnswers(memory, select=select, actor="mcp")
