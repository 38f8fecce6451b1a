"""`memdir serve`: one memory for a team or a fleet of agents, over HTTP.

A REST API with an OpenAPI description, MCP over streamable HTTP at ``/mcp``, bearer
tokens bound to a project and a role (`memdir.server.tokens`). Needs the ``server`` extra
(Starlette, uvicorn); nothing here is imported by ``import memdir`` or ``memdir --help``.
"""
