"""Memory kept by a `memdir serve`: `RemoteMemory` (`memdir.service.remote.memory`), the
`MemoryService` over HTTP, chosen by `memdir.service.opening.open_memory` when
``MEMDIR_URL`` and ``MEMDIR_TOKEN`` are set. Its parts: the HTTP connection
(`connection`), the turn end whose extraction runs here (`extraction`), and the queue of
admissions waiting for a server that did not answer (`queue`).
"""
