"""memdir's version, one place: the package, the REST API and the MCP server report it."""

__version__ = "0.1.0"
