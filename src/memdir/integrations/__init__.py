"""memdir inside the agents people already use.

- `access`: the operations an outside agent may perform on memory (search, get, save,
  update, delete, list), with scopes, the admission policy and one-sentence errors. Both
  the MCP server and tests use it; it imports no SDK.
- `mcp_server`: ``memdir mcp``, a stdio MCP server over `access` (imports the ``mcp`` SDK,
  so it is imported only by that command).
- `claude_code`: ``memdir hook claude-code``, the Claude Code hook handler: the catalog at
  session start, recalled records with each prompt, extraction detached at turn end.
- `claude_settings`: ``memdir install/uninstall claude-code``, merging our hooks into a
  ``settings.json`` without touching anyone else's.
- `formats`: ``memdir import``/``export``: seed ``.memory/`` folders, Claude Code's memory
  folder, and memdir's own JSON.
"""
