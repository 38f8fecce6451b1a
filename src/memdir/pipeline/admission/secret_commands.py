"""Passwords on command lines and in credential files: a URL's ``user:password@``, Oracle's
``user/password@db``, ``curl -u``, ``mysql -pSECRET`` (and ``-p'SECRET'``), a command's
password flag (``docker login -p``, ``sshpass -p``, ``redis-cli -a``/``--pass``, ``mongosh
-p``, ``nmcli ... password``, ``htpasswd -b``, any ``--password VALUE``), a server's own
password flag (``redis-server --requirepass``, ``--masterauth``) and redis.conf's lines
(``requirepass``, ``masterauth``, ``CONFIG SET requirepass``, Sentinel's ``auth-pass``), an
LDAP bind password in its config file (sssd's ``ldap_default_authtok``, nslcd's ``bindpw``,
slapd's ``rootpw``, Dovecot's ``dnpass``), a client's ``user,password`` or ``user%password``
(``lftp -u``, ``smbclient -U``), Java's ``keytool -storepass``, OpenSSL's ``-passin pass:``,
an archiver's (``7z a -pSECRET``, ``zip -P``) and ``openssl enc -k``, a password piped to
``sudo -S`` or ``passwd --stdin``, Windows' ``net use \\\\host\\share PASSWORD``,
SQL's ``IDENTIFIED BY 'password'`` (MySQL, MariaDB, Oracle), a secret as an XML element's
text (Maven's settings.xml ``<password>…</password>``, FileZilla's ``<Pass
encoding="base64">``, an answer file's ``<AdministratorPassword><Value>``), ``~/.netrc``
and ``~/.pgpass`` lines, SQL Server's ``sqlcmd -P``, other databases' shells (``cqlsh
-p``, ``gsql -W``, ``hdbsql -p``, ``vsql -w``, ``obclient -pSECRET``, TDengine's ``taos
-pSECRET``, ``cypher-shell -p``, Hive's ``beeline -p``, ``influx -password``, Db2's ``CONNECT
TO … USER … USING …``), an MQTT client's ``mosquitto_pub -P``, a Wi-Fi network's QR code as
text (``WIFI:…;P:…;;``),
Postfix's ``sasl_passwd`` map (``[smtp.host]:587 user:password``), Go's MySQL DSN
(``user:password@tcp(host:3306)/db``), a database connection call's password argument as a
stack trace prints it (``PDO->__construct('mysql:…', 'user', 'password')``, ``mysqli``), and
what a password file holds ("vault_password_file … that file is one line: …", ``echo 'pw' >
~/.vault_pass.txt``, "the vault password file … only has … in it"), ``ipmitool -P`` and
macOS' ``security add-generic-password -w``, a flag named for a password with a name before it
(a game server's ``-adminpassword``, ``+rcon.password``, ``--db-password=…``: a value a person
chose, not prose, a variable or a file) and a client's login flag given ``user:secret``
(Jenkins' CLI ``-auth deploy:<token>``, ``--auth``, ``--basic-auth``; ``-auth @file`` and
``$VAR:$VAR`` give none); a
secret store's command line and a variable's declared default are `secret_variables`'; a
password a tool takes as a plain argument and devices' and installers' configuration lines
are `secret_arguments`'.

A command's own password flag takes any word as the password, "marmalade" too; a word
followed by the little words of a sentence ("sshpass -p leaks the password to ps") is prose
about the flag. ``--password`` is named in prose too ("psql --password forces a prompt"),
so its value must read as generated. Every pattern is bounded, so a scan stays linear.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.secret_arguments import argument_secret
from memdir.pipeline.admission.secret_named import (
    chosen_word,
    looks_chosen,
    looks_generated,
    user_shaped,
)
from memdir.pipeline.admission.secret_values import secret_value
from memdir.pipeline.admission.secret_variables import variable_secret

# scheme://user:password@ (user may be empty: redis://:pw@host).
_URL_PASSWORD = re.compile(
    r"(?i)(?<![a-z0-9+.\-])[a-z][a-z0-9+.\-]{0,30}://[^\s/:@]{0,200}:(?P<val>[^\s/@]{1,200})@")
_CURL_USER = re.compile(
    r"(?i)(?<![\w\-])curl\b[^\n]{0,300}?\s(?:-u|--user)(?:\s{1,10}|=)['\"]?"
    r"[^\s:'\"]{1,100}:(?P<val>[^\s'\"]{1,200})")
# MySQL's clients (and OceanBase's obclient, a MySQL client, and TDengine's taos) take the
# password glued to -p,
# bare or quoted: -pSECRET, -p'SECRET'
# (-p alone prompts for it; -p'' and -p"$MYSQL_PWD" give none).
_MYSQL_PASSWORD = re.compile(
    r"(?<![\w\-])(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlcheck|mysqlsh|mariadb"
    r"|obclient|taos)\b"
    r"[^\n]{0,300}?\s-p(?:(?P<q>['\"])(?P<quoted>[^'\"\n]{1,200})(?P=q)|(?P<val>[^\s'\"]{2,200}))")
# A command whose flag takes a password as its next word: `docker login -p`, `sshpass -p`,
# `redis-cli -a` (or `--pass`; `--askpass` prompts), `mongosh -p`, `nmcli ... password`,
# `htpasswd -b FILE USER PASSWORD` (any word there is the password, "marmalade" too), and
# any `--password VALUE` (prose names that flag too: "psql --password forces a prompt", so
# its value must read as generated).
_COMMAND_PASSWORD = re.compile(
    r"(?<![\w\-])(?:(?:docker|podman|nerdctl|helm|oras|skopeo|buildah)(?:[ \t]{1,5}\S{1,60}){0,3}?"
    r"[ \t]{1,5}login(?:[ \t]{1,5}\S{1,200}){0,8}?[ \t]{1,5}(?:-p|--password)"
    r"|sshpass[ \t]{1,10}-p|redis-cli(?:[ \t]{1,5}\S{1,200}){0,8}?[ \t]{1,5}(?:-a|--pass)"
    # MongoDB's shells and tools: -u user -p password (-p alone, or before a flag, prompts)
    r"|(?:mongo|mongosh|mongodump|mongorestore|mongoexport|mongoimport|mongostat|mongotop)"
    r"(?:[ \t]{1,5}\S{1,200}){0,8}?[ \t]{1,5}(?:-p|--password)"
    # SQL Server's and Sybase's clients: -U user -P password (-p is a port or a statistic)
    r"|(?:sqlcmd|bcp|osql|isql|sqsh)(?:[ \t]{1,5}\S{1,200}){0,8}?[ \t]{1,5}-P"
    # other databases' shells: Cassandra's cqlsh -p, openGauss' and GaussDB's gsql -W (psql's
    # -W only prompts), SAP HANA's hdbsql -p, Vertica's vsql -w
    r"|(?:cqlsh(?:[ \t]{1,5}\S{1,200}){0,8}?[ \t]{1,5}(?:-p|--password)"
    r"|gsql(?:[ \t]{1,5}\S{1,200}){0,8}?[ \t]{1,5}(?:-W|--password)"
    r"|hdbsql(?:[ \t]{1,5}\S{1,200}){0,8}?[ \t]{1,5}-p"
    r"|vsql(?:[ \t]{1,5}\S{1,200}){0,8}?[ \t]{1,5}(?:-w|--password))"
    r"|nmcli(?:[ \t]{1,5}\S{1,200}){0,8}?[ \t]{1,5}(?:password|wifi-sec\.psk)"
    # an MQTT client's -P (mosquitto_pub, _sub, _rr), Neo4j's cypher-shell -p, Hive's beeline
    # -p (-w reads a file), InfluxDB 1's influx -password
    r"|(?:mosquitto_(?:pub|sub|rr)(?:[ \t]{1,5}\S{1,200}){0,8}?[ \t]{1,5}(?:-P|--pw)"
    r"|(?:cypher-shell|beeline)(?:[ \t]{1,5}\S{1,200}){0,8}?[ \t]{1,5}(?:-p|--password)"
    r"|influx(?:[ \t]{1,5}\S{1,200}){0,8}?[ \t]{1,5}-password)"
    # Db2's CONNECT TO db USER name USING password
    r"|(?i:connect[ \t]{1,5}to[ \t]{1,5}\S{1,100}[ \t]{1,5}user[ \t]{1,5}\S{1,100}[ \t]{1,5}using)"
    # a server's BMC: ipmitool -U user -P password (-E reads it from the environment);
    # macOS's keychain: security add-generic-password … -w password (-w last prompts)
    r"|ipmitool(?:[ \t]{1,5}\S{1,200}){0,10}?[ \t]{1,5}-P"
    r"|security[ \t]{1,5}add-(?:generic|internet)-password(?:[ \t]{1,5}\S{1,200}){0,10}?"
    r"[ \t]{1,5}-w"
    # archivers' and OpenSSL's passwords: zip -P, openssl enc -k (or -K, a key in hex)
    r"|(?:zip|unzip|zipcloak)(?:[ \t]{1,5}\S{1,200}){0,8}?[ \t]{1,5}(?:-P|--password)"
    r"|openssl(?:[ \t]{1,5}\S{1,200}){0,8}?[ \t]{1,5}-[kK]"
    r"|htpasswd\s{1,10}(?:-[A-Za-z]{1,5}\s{1,10}){0,3}?"
    r"-[A-Za-z]{0,4}b[A-Za-z]{0,4}\s{1,10}\S{1,200}\s{1,10}\S{1,200})"
    r"\s{1,10}['\"]?(?P<val>[^\s'\"]{4,200})(?:['\"]?[ \t]{1,5}(?P<next>[a-z]{1,20}))?")
# 7-Zip's and RAR's password, glued to -p as MySQL's is (-p alone prompts for it).
_ARCHIVE_PASSWORD = re.compile(
    r"(?<![\w\-])(?:7z|7za|7zr|7zz|rar|unrar)\b[^\n]{0,300}?\s-p"
    r"(?:(?P<q>['\"])(?P<quoted>[^'\"\n]{1,200})(?P=q)|(?P<val>[^\s'\"]{2,200}))")
# A password piped to a command that reads it from standard input ("echo 'pw' | sudo -S
# …", "… | passwd --stdin user"), and Windows' "net use" with the password after the share
# or the user (an asterisk there prompts for it).
_PIPED_PASSWORD = re.compile(
    r"(?<![\w\-])echo[ \t]{1,5}(?:-[ne][ \t]{1,5})?(?P<q>['\"])?(?P<val>[^\s'\"|]{4,200})"
    r"(?(q)(?P=q))[ \t]{0,3}\|[ \t]{0,3}(?:sudo(?:[ \t]{1,5}-[A-Za-z]{1,4}){0,3}?[ \t]{1,5}"
    r"-[A-Za-z]{0,3}S|passwd[ \t]{1,5}--stdin)(?![\w\-])")
_NET_USE = re.compile(
    r"(?i)(?<![\w\-])net[ \t]{1,3}use(?:[ \t]{1,5}[A-Z]:)?[ \t]{1,5}\\\\\S{1,200}"
    r"(?:[ \t]{1,5}/user:\S{1,200})?[ \t]{1,5}(?P<val>[^\s/*]\S{3,200})")
# A server's password flag or redis.conf's line, a client's "user,password" /
# "user%password", a keystore's and OpenSSL's password options: the next word is the
# password, any word.
_SERVER_PASSWORD = re.compile(
    r"(?<![\w\-])(?:(?:--requirepass|--masterauth|-(?:src|dest)?(?:store|key)pass)[ \t]{1,5}"
    # redis.conf's own lines (a commented one, "# requirepass foobared", gives none), the same
    # set at run time, and Sentinel's password for its master
    r"|(?:(?m:^)[ \t]{0,8}|(?i:config[ \t]{1,5}set)[ \t]{1,5})(?:requirepass|masterauth)[ \t]{1,5}"
    r"|(?m:^)[ \t]{0,8}sentinel[ \t]{1,5}auth-pass[ \t]{1,5}\S{1,100}[ \t]{1,5}"
    # an LDAP client's or server's bind password: sssd.conf's authtok, nslcd's and pam_ldap's
    # bindpw, slapd's rootpw (a {SSHA} hash there is no password), Dovecot's dnpass
    r"|(?<![\w\-])(?:ldap_(?:default_)?authtok|bindpw|rootpw|dnpass)[ \t]{0,5}=[ \t]{0,5}"
    r"|(?m:^)[ \t]{0,8}(?:bindpw|rootpw)[ \t]{1,5}"
    r"|-pass(?:in|out)?[ \t]{1,5}pass:|(?:lftp|smbclient|rpcclient)(?:[ \t]{1,5}\S{1,200}){0,6}?"
    r"[ \t]{1,5}(?:-u|-U|--user)[ \t]{1,5}['\"]?[^\s,%'\"]{1,100}[,%])"
    r"['\"]?(?P<val>[^\s'\"]{4,200})(?:['\"]?[ \t]{1,5}(?P<next>[a-z]{1,20}))?")
_LDAP_KEY = re.compile(r"authtok|bindpw|rootpw|dnpass")


def _server_kind(line: str) -> str:
    if _LDAP_KEY.search(line):
        return "an LDAP bind password (in its config file)"
    return "a password in a command's option"


# SQL gives a user's password as a literal: "IDENTIFIED BY 'pw'" (MySQL, MariaDB, Oracle;
# Oracle's may be a bare word after CREATE or ALTER USER). "IDENTIFIED BY PASSWORD '*6BB4…'"
# is a hash, "IDENTIFIED WITH auth_socket" names a plugin.
_SQL_IDENTIFIED = re.compile(
    r"(?i)(?<![\w\-])identified[ \t]{1,5}by[ \t]{1,5}"
    r"(?:(?P<q>['\"`])(?P<val>[^'\"`\n]{1,200})(?P=q)"
    r"|(?P<bare>[A-Za-z0-9_#$!@%^&*+\-]{4,200}))")
_SQL_USER = re.compile(r"(?i)\b(?:create|alter)[ \t]{1,5}user\b")
# A secret as an XML element's text: "<password>…</password>" (Maven's settings.xml, a
# NuGet or Ant file), "<Pass encoding="base64">…</Pass>" (FileZilla's site manager); the
# element's name ends in the secret's word, as an assignment's key, and it may carry
# attributes. ... or the text of its <Value> child: a Windows answer file's
# "<AdministratorPassword><Value>…</Value>" (base64 when PlainText is false: reversible).
_XML_SECRET = re.compile(
    r"(?i)<(?P<tag>[A-Za-z0-9_.:\-]{0,40}?(?:password|passwd|passphrase|secret|token"
    r"|api[_\-]?key|access[_\-]?key|secret[_\-]?key|client[_\-]?secret|pass|pwd))"
    r"(?:[ \t]{1,3}[A-Za-z_:][\w:.\-]{0,40}=(?:\"[^\"<>\n]{0,100}\"|'[^'<>\n]{0,100}')){0,4}"
    r"[ \t]{0,3}>[ \t]{0,5}(?:<Value>[ \t]{0,5})?(?P<val>[^<>\s]{1,400})[ \t]{0,5}"
    r"</(?:(?P=tag)|Value)>")
# A Wi-Fi network's QR code as text (ZXing's format, what a phone's camera reads):
# "WIFI:T:WPA;S:<network>;P:<password>;;", its fields in any order, ";" and "," escaped.
_WIFI_QR = re.compile(r"WIFI:(?:[TSHEIA]{1,2}:(?:\\.|[^;\\\n]){0,100};){0,6}"
                      r"P:(?P<val>(?:\\.|[^;\\\n]){1,100})(?:;|$)")
_OPTION_PASSWORD = re.compile(r"(?<!\S)--password\s{1,10}['\"]?(?P<val>[^\s'\"]{4,200})")
# A flag named for a password with a name before it, glued or dashed: a game server's
# "-adminpassword", "-serverpassword", "+rcon.password", "--db-password=…", "--admin-pwd"; and
# a client's login flag given "user:secret": Jenkins' CLI "-auth deploy:<token>", "--auth",
# "--basic-auth", "--creds" (a file, "-auth @token.txt", or a variable gives none).
_NAMED_PASSWORD_FLAG = re.compile(
    r"(?<![\w\-.+])(?:-{1,2}|\+)(?P<name>[A-Za-z][A-Za-z0-9]{0,30}[._\-]?)"
    r"(?i:password|passwd|pwd)(?![A-Za-z0-9_\-])(?:[ \t]{0,3}=[ \t]{0,3}|[ \t]{1,5})"
    r"(?P<q>['\"])?(?P<val>[^\s'\"]{4,200})")
# A flag named for an action on a password takes whose it is, not the password:
# "--reset-password alice01", "--forgot-password", "--show-password", "--change-password",
# "--prompt-password".
_PASSWORD_ACTION = re.compile(r"(?i)(?:reset|forgot|forget|show|change|prompt|recover|expire)"
                              r"[._\-]?")
_AUTH_FLAG = re.compile(
    r"(?<![\w\-])-{1,2}(?:auth|basic-auth|http-auth|creds|credentials)(?:[ \t]{0,3}=[ \t]{0,3}"
    r"|[ \t]{1,5})['\"]?[A-Za-z0-9_.@+\-]{1,100}:(?P<val>[^\s'\"]{4,200})")
# ~/.netrc: "machine HOST login USER password PASSWORD"; ~/.pgpass:
# "host:port:database:user:password".
_NETRC = re.compile(r"(?<![\w\-])(?:machine[ \t]{1,10}\S{1,200}|default)"
                    r"(?:[ \t]{1,10}(?:login|account)[ \t]{1,10}\S{1,200}){0,2}"
                    r"[ \t]{1,10}password[ \t]{1,10}(?P<val>\S{1,200})")
_PGPASS = re.compile(r"(?<![\w.\-:/@*])[A-Za-z0-9_.\-*]{1,200}:(?:\d{1,5}|\*)"
                     r":[A-Za-z0-9_.\-*]{1,100}:[A-Za-z0-9_.\-@*]{1,100}:(?P<val>[^\s:]{1,200})")
# Postfix's sasl_passwd map: "[smtp.host]:587 user:password", a line of its own, where the
# text names Postfix or the map (elsewhere "[worker.1]:8080 status:running" is a log line).
_SASL_LINE = re.compile(r"(?m)^[ \t]{0,8}(?P<host>\[[A-Za-z0-9.\-]{1,200}\](?::\d{1,5})?"
                        r"|[A-Za-z0-9\-]{1,63}(?:\.[A-Za-z0-9\-]{1,63}){1,8}(?::\d{1,5})?)"
                        r"[ \t]{1,20}[^\s:]{1,200}:(?P<val>\S{1,200})[ \t]*$")
_SASL_MAP = re.compile(r"sasl_passwd|smtp_sasl|postmap|postfix|relayhost")  # lower-cased
# Go's MySQL driver DSN: "user:password@tcp(host:3306)/db" (no scheme, so no URL rule sees it).
_GO_DSN = re.compile(r"(?<![\w.\-:/])[\w.\-]{1,64}:(?P<val>[^\s@/]{1,200})"
                     r"@(?:tcp|tcp4|tcp6|udp|unix|unixgram)\(")
# A database connection call's arguments, as PHP's stack trace prints them (and as source
# writes them): PDO's and mysql(i)'s third is the password. PHP 8.2 prints it as
# Object(SensitiveParameterValue), unquoted: not a value.
_CONNECT_CALL = re.compile(
    r"(?i)(?:PDO(?:->|::)__construct|new[ \t]{1,3}PDO|mysqli(?:->|::)(?:__construct|real_connect)"
    r"|new[ \t]{1,3}mysqli|mysqli_connect|mysql_p?connect)[ \t]{0,3}\([ \t]{0,3}"
    r"(?P<q>['\"])[^'\"\n]{0,300}(?P=q),[ \t]{0,3}(?P<q2>['\"])[^'\"\n]{0,100}(?P=q2),[ \t]{0,3}"
    r"(?P<q3>['\"])(?P<val>[^'\"\n]{1,200})(?P=q3)")
# A file that holds a password (Ansible's vault password file, a --password-file), and
# what the text says it holds: "that file is one line: …", "it contains …", "echo '…' >".
_PASSWORD_FILE = re.compile(r"(?i)(?<![a-z])(?:vault[_\-]?)?pass(?:word|wd)?[ _\-]?file"
                            r"|\.vault[_\-]?pass"
                            r"|password\.txt|密码文件|口令文件|パスワードファイル")
_FILE_HOLDS = re.compile(
    r"(?i)(?:\bfile(?:[ \t]{1,3}[~.]?[\w.\-]{0,60}/[\w./\-]{1,100}"
    r"|[ \t]{1,3}\.[\w.\-]{1,60})?|\bit)"
    r"[ \t]{1,3}(?:(?:is|has)[ \t]{1,3}(?:just[ \t]{1,3}|only[ \t]{1,3})?"
    r"(?:one|a[ \t]{1,3}single)[ \t]{1,3}line|(?:just[ \t]{1,3}|only[ \t]{1,3})?"
    r"(?:holds|contains|reads|says)|(?:just|only)[ \t]{1,3}(?:has|holds))[ \t]{0,3}[:：]?"
    r"|(?:文件|里面?)(?:只有一行|就一行|内容(?:是|为|就是))[ \t]{0,3}[:：]?|(?:中身|内容)は"
    r"|(?<![\w\-])echo")
_HELD_VALUE = re.compile(r"[ \t]{0,3}[\"'`“「]?(?P<val>[^\s\"'`”」]{6,200})[\"'`”」]?"
                         r"(?P<to>[ \t]{0,3}>{1,2}[ \t]{0,3}\S{1,200})?")
_CRYPT = re.compile(r"\$(?:apr1|2[abxy]|[156]|y|7|argon2(?:id|i|d)?|scrypt|pbkdf2[\w\-]{0,10})\$")
# Oracle's "user/password@database" (sqlplus, expdp, an easy-connect string), where the
# text names Oracle or a connection: elsewhere "a/b@c" is a package at a version.
_SLASH_LOGIN = re.compile(r"(?<![\w/.\-@])[A-Za-z][A-Za-z0-9_$#]{0,29}/(?P<val>[^\s/@\"']{3,100})"
                          r"@(?://)?[A-Za-z0-9][\w.\-]{0,200}")
_ORACLE = re.compile(r"(?i)sqlplus|\brman\b|expdp|impdp|sqlldr|oracle|\btns|easy ?connect"
                     r"|connect(?:ion)?[ _]?string|接続|连接|連線")
# The little words of an English sentence: after a flag's value they say it was prose.
# What follows IDENTIFIED BY in SQL and is no password: a hash or a variable's keyword.
_SQL_WORDS = frozenset({"password", "values", "default", "random"})
_PROSE_WORDS = frozenset("the a an and or to is are was in on of for with by it its that this "
                         "from as at be if so not never".split())


def command_secret(text: str) -> str | None:
    """The kind of password a command line or a credential file line in ``text`` gives."""
    for m in _URL_PASSWORD.finditer(text):
        if secret_value(m.group("val"), quoted=True, strict=False):
            return "a password in a URL"
    for m in _CURL_USER.finditer(text):
        if secret_value(m.group("val"), quoted=True, strict=False):
            return "a password in a curl -u option"
    for m in _COMMAND_PASSWORD.finditer(text):
        value = _typed(m.group("val"))
        if value.startswith("-") or not secret_value(value, quoted=True, strict=False):
            continue
        if value.isalpha() and not (chosen_word(value) and m.group("next") not in _PROSE_WORDS):
            continue  # "sshpass -p leaks the password to ps": a sentence about the flag
        return "a password in a command's option"
    for m in _SERVER_PASSWORD.finditer(text):
        value = _typed(m.group("val"))
        if value.startswith(("-", "$", "{")) or not secret_value(value, quoted=True,
                                                                   strict=False):
            continue
        if value.isalpha() and not (chosen_word(value) and m.group("next") not in _PROSE_WORDS):
            continue  # "--requirepass is set from the env": a sentence about the flag
        return _server_kind(m.group(0))
    for m in _SQL_IDENTIFIED.finditer(text):
        value = m.group("val") or m.group("bare")
        if m.group("bare") and (not _SQL_USER.search(text) or value.casefold() in _SQL_WORDS):
            continue  # "identified by their email": a bare word outside CREATE/ALTER USER
        if secret_value(value, quoted=True, strict=False):
            return "a password in SQL (IDENTIFIED BY)"
    if _xml_secret(text):
        return "a secret in an XML element"
    for m in _OPTION_PASSWORD.finditer(text):
        if not m.group("val").startswith("-") and secret_value(m.group("val"), quoted=False,
                                                                  strict=True):
            return "a password in a command's option"
    if _named_flag_secret(text):
        return "a password in a command's option"
    for m in _WIFI_QR.finditer(text):
        if secret_value(m.group("val").strip(), quoted=True, strict=False):
            return "a Wi-Fi password (in a QR code's text)"
    for m in _NETRC.finditer(text):
        if secret_value(m.group("val"), quoted=True, strict=False):
            return "a password in a .netrc line"
    for m in _PGPASS.finditer(text):
        if not m.group("val").isdigit() and secret_value(m.group("val"), quoted=True,
                                                          strict=False):
            return "a password in a .pgpass line"
    found = _file_secret(text) or _shell_secret(text) or variable_secret(text) \
        or argument_secret(text)
    if found:
        return found
    if _ORACLE.search(text):
        for m in _SLASH_LOGIN.finditer(text):
            if secret_value(m.group("val"), quoted=True, strict=False):
                return "a password in a connect string"
    for m in _MYSQL_PASSWORD.finditer(text):
        if secret_value(_typed(m.group("quoted") or m.group("val")), quoted=True, strict=False):
            return "a password in a mysql -p option"
    return None


def _named_flag_secret(text: str) -> bool:
    """A flag named for a password with a name before it, or a login flag's user:secret."""
    for m in _NAMED_PASSWORD_FLAG.finditer(text):
        value = _typed(m.group("val"))
        if _PASSWORD_ACTION.fullmatch(m.group("name")) and user_shaped(value.rstrip("`.,;:!?)")):
            continue  # "--reset-password alice01": an action, its argument a user
        if not value.startswith(("-", "$", "{", "@", "%")) and looks_chosen(value) \
                and secret_value(value, quoted=True, strict=False):
            return True
    for m in _AUTH_FLAG.finditer(text):
        value = _typed(m.group("val"))
        if not value.startswith(("$", "{", "%")) and (looks_chosen(value) or looks_generated(
                value)) and secret_value(value, quoted=True, strict=False):
            return True
    return False


def _xml_secret(text: str) -> bool:
    for m in _XML_SECRET.finditer(text):
        value, tag = m.group("val"), m.group("tag")
        if tag[-4:].casefold() == "pass" and len(tag) > 4 and tag[-5].isalpha() \
                and tag[-4] != "P":
            continue  # "<bypass>", "<compass>": no password's name
        if value.count("/") > 1 or not secret_value(value, quoted=True, strict=False):
            continue  # "<privateKey>~/.ssh/id_rsa</privateKey>": a path
        return True
    return False


_TYPED = re.compile(r"[!-~]*")


def _typed(value: str) -> str:
    """What a flag's value gives a shell: its ASCII run. A sentence in Chinese or Japanese
    after the flag is about it ("redis-cli --pass 后面跟密码"), and a particle may touch the
    value ("-p Kumo#2291で繋がります")."""
    head = _TYPED.match(value)
    return head.group(0).rstrip(".,;:!?)") if head else ""


def _shell_secret(text: str) -> str | None:
    """A password given to an archiver, piped to a command or after a share in net use."""
    for m in _ARCHIVE_PASSWORD.finditer(text):
        if secret_value(_typed(m.group("quoted") or m.group("val")), quoted=True, strict=False):
            return "a password in an archiver's -p option"
    for pattern in (_PIPED_PASSWORD, _NET_USE):
        for m in pattern.finditer(text):
            if secret_value(_typed(m.group("val")), quoted=True, strict=False):
                return "a password in a command line"
    return None


def _file_secret(text: str) -> str | None:
    """A password in a credential file's line, a DSN, a connection call or a password file."""
    low = text.lower()  # words each rule needs, looked up as substrings first (every write)
    for m in _SASL_LINE.finditer(text) if _SASL_MAP.search(low) else ():
        if secret_value(m.group("val"), quoted=True, strict=False):
            return "a password in a sasl_passwd line"
    for m in _GO_DSN.finditer(text) if "@tcp" in low or "@u" in low else ():
        if secret_value(m.group("val"), quoted=True, strict=False):
            return "a password in a DSN"
    for m in _CONNECT_CALL.finditer(text) if "pdo" in low or "mysql" in low else ():
        if secret_value(m.group("val"), quoted=True, strict=False):
            return "a password in a connection call"
    if ("pass" in low or "文件" in text or "ファイル" in text) and _PASSWORD_FILE.search(text):
        for m in _FILE_HOLDS.finditer(text):
            held = _HELD_VALUE.match(text, m.end())
            if held is None or (m.group(0).endswith("echo") and not (
                    held.group("to") and _PASSWORD_FILE.search(held.group("to")))):
                continue  # an echo that writes no password file
            value = held.group("val").rstrip(".,;:!?)")
            if _CRYPT.search(value):
                continue  # "admin:$apr1$…": an htpasswd file holds hashes, not passwords
            if looks_chosen(value) and secret_value(value, quoted=True, strict=False):
                return "a password (what a password file holds)"
    return None


__all__ = ["command_secret"]
