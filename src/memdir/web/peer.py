"""Only the user who runs `memdir review` may use its page, where the system says who
connects.

A loopback port is open to every account on the machine, and a browser sends cookies
for ``127.0.0.1`` to every port of it: a session cookie reaching another user's server
on the same address, or a one-time code read from the browser's command line, must not
open the page to that user. On Linux the kernel knows the uid that owns each TCP socket,
so `SameUser` answers a request only when the socket at the other end of its connection
belongs to the page's own user. It asks for that one socket over netlink (``sock_diag``,
what ``ss`` uses: one lookup, whatever the number of sockets), or, where netlink is
refused (some sandboxes), reads the socket table ``/proc/net/tcp`` (whose every read
walks the kernel's whole table: about 10 ms here). Where the system has neither (macOS,
Windows) it lets requests through, and the code and cookie are the whole defence
(docs/security.md says what that leaves).
"""

from __future__ import annotations

import os
import socket
import struct
from pathlib import Path

from starlette.responses import PlainTextResponse
from starlette.types import ASGIApp, Receive, Scope, Send

TCP_TABLES = (Path("/proc/net/tcp"), Path("/proc/net/tcp6"))


def _hex_address(host: str, port: int, v6: bool) -> str | None:
    """An address as ``/proc/net/tcp{,6}`` writes it: the raw bytes as native-endian
    32-bit words in hex, a colon, the port in hex."""
    try:
        if v6:
            raw = socket.inet_pton(socket.AF_INET6, host) if ":" in host else (
                b"\0" * 10 + b"\xff\xff" + socket.inet_aton(host))
        else:
            raw = socket.inet_aton(host)
    except OSError:
        return None
    words = struct.unpack(f"={len(raw) // 4}I", raw)
    return "".join(f"{w:08X}" for w in words) + f":{port:04X}"


NETLINK_SOCK_DIAG = 4
SOCK_DIAG_BY_FAMILY = 20
NLMSG_ERROR = 2
NLM_F_REQUEST = 1
INET_DIAG_NOCOOKIE = 0xFFFFFFFF


def _netlink_uid(client: tuple[str, int], server: tuple[str, int]) -> int | None:
    """The uid owning the TCP socket ``client`` → ``server``, asked of the kernel for that
    one socket (``sock_diag``); -1: no such socket; None: netlink cannot say."""
    family = socket.AF_INET6 if ":" in client[0] else socket.AF_INET
    try:
        src, dst = (socket.inet_pton(family, host).ljust(16, b"\0")
                    for host in (client[0], server[0]))
    except OSError:
        return None
    # inet_diag_req_v2: family, protocol, ext, pad, states, then the socket's id: ports and
    # addresses in network order, interface, cookie ("any").
    request = (struct.pack("=BBBBI", family, socket.IPPROTO_TCP, 0, 0, 0xFFFFFFFF)
               + struct.pack(">HH", client[1], server[1]) + src + dst
               + struct.pack("=III", 0, INET_DIAG_NOCOOKIE, INET_DIAG_NOCOOKIE))
    header = struct.pack("=IHHII", 16 + len(request), SOCK_DIAG_BY_FAMILY, NLM_F_REQUEST,
                         1, 0)
    try:
        with socket.socket(socket.AF_NETLINK, socket.SOCK_DGRAM, NETLINK_SOCK_DIAG) as nl:
            nl.settimeout(1.0)
            nl.sendall(header + request)
            answer = nl.recv(8192)
    except (OSError, AttributeError):  # no AF_NETLINK, or refused by a sandbox
        return None
    if len(answer) < 16:
        return None
    kind = struct.unpack_from("=H", answer, 4)[0]
    if kind == NLMSG_ERROR:
        errno = -struct.unpack_from("=i", answer, 16)[0]
        return -1 if errno == 2 else None  # ENOENT: no such socket
    if kind != SOCK_DIAG_BY_FAMILY or len(answer) < 16 + 72:
        return None
    # inet_diag_msg: family, state, timer, retrans, the id (48 bytes), expires, rqueue,
    # wqueue, then uid.
    return int(struct.unpack_from("=I", answer, 16 + 4 + 48 + 12)[0])


def connection_uid(client: tuple[str, int], server: tuple[str, int]) -> int | None:
    """The uid owning the client end of the TCP connection ``client`` → ``server`` on
    this machine; None when the system cannot say. -1 when it can, and there is no such
    connection (gone, or not a local one)."""
    asked = _netlink_uid(client, server)
    if asked is not None:
        return asked
    return _table_uid(client, server)


def _table_uid(client: tuple[str, int], server: tuple[str, int]) -> int | None:
    """`connection_uid` from the socket table in /proc."""
    tables = [t for t in TCP_TABLES if t.exists()]
    if not tables:
        return None
    for table in tables:
        v6 = table.name.endswith("6")
        local = _hex_address(client[0], client[1], v6)
        remote = _hex_address(server[0], server[1], v6)
        if local is None or remote is None:
            continue
        try:
            lines = table.read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            # sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
            if len(fields) > 7 and fields[1] == local and fields[2] == remote:
                return int(fields[7])
    return -1


class SameUser:
    """ASGI middleware: 403 for a connection from another user's process (Linux)."""

    def __init__(self, app: ASGIApp, uid: int | None = None) -> None:
        self.app = app
        self.uid = os.getuid() if uid is None and hasattr(os, "getuid") else uid

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and not self._allowed(scope):
            await PlainTextResponse(
                "Forbidden: this review page belongs to another user of this machine.",
                status_code=403, headers={"cache-control": "no-store"})(scope, receive, send)
            return
        await self.app(scope, receive, send)

    def _allowed(self, scope: Scope) -> bool:
        client, server = scope.get("client"), scope.get("server")
        if self.uid is None or not client or not server:
            return self.uid is None
        owner = connection_uid((client[0], int(client[1])), (server[0], int(server[1])))
        return owner is None or owner == self.uid


__all__ = ["SameUser", "connection_uid"]
