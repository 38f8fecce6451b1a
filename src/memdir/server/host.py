"""What the REST API's endpoint groups (`memdir.server.review_api`, `memdir.server.turn_api`)
use of the `memdir.server.api.Api` that holds them: its plumbing, declared here so that
neither module imports the one that imports them."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

if TYPE_CHECKING:
    from starlette.requests import Request
    from starlette.responses import Response

    from memdir.server.public_api import PublicApi
    from memdir.server.tokens import Grant
    from memdir.service.memory import Memory

T = TypeVar("T")
Handler = Callable[["Request", "Grant"], Awaitable[Any]]


class Api(Protocol):
    """An endpoint for a role around a handler, an operation on the token's memory, and
    public-agent mode's handlers for a visitor token's requests."""

    public: PublicApi

    @staticmethod
    def by_role(visitor: Handler, other: Handler) -> Handler: ...

    def endpoint(self, role: str, handler: Handler, *, read: bool = False
                 ) -> Callable[[Request], Awaitable[Response]]: ...

    async def run(self, grant: Grant, op: Callable[[Memory], T],
                  session: str | None = None) -> T: ...


__all__ = ["Api", "Handler"]
