"""A secret given to a variable: stored by a secret store's command line, or declared as a
variable's default.

- A secret store's command line, with the value on it: GitHub's ``gh secret set NAME
  --body VALUE`` (``-b``), GitLab's ``glab variable set NAME VALUE`` (or ``--value``),
  Azure Key Vault's ``az keyvault secret set … --value VALUE``, AWS Secrets Manager's
  ``--secret-string VALUE``, a SecureString's ``aws ssm put-parameter … --value
  VALUE``, Drone's ``drone secret add … --data VALUE`` (Woodpecker's ``--value``). The
  value read from a file, a pipe or a variable is no secret on the line (``--body
  "$TOKEN"``, ``--secret-string file://secret.json``, ``< token.txt``), nor is
  a flag's value when the command asks for it.
- A variable named for a login set to a user and a password (``NEO4J_AUTH=neo4j/…``,
  ``REGISTRY_AUTH=user:…``); ``NEO4J_AUTH=none``, a variable after the slash
  (``neo4j/${NEO4J_PASSWORD}``) are kept.
- A variable declared with a default, where the variable's name names a secret: Terraform's
  ``variable "db_password" { default = "…" }``, a CloudFormation or SAM parameter's
  ``Default:``, an ARM template's ``"defaultValue"``, a workflow input's ``default:``, a
  Bicep ``param adminPassword string = '…'`` (or any param after ``@secure()``); and the
  value an ARM parameters file gives one (``"adminPassword": { "value": "…" }``), or PHP's
  ``define('DB_PASSWORD', '…')``. The
  default belongs to the declaration: on its line, or on the lines indented under it. A
  declaration with no default, an empty one, ``null`` or a reference (``var.x``,
  ``local.x``, ``${{ secrets.X }}``, ``{{resolve:…}}``, an ARN, a key's ``alias/…``, a
  store's path of words and dashes such as ``prod/api-key-v2``) are kept, and so is a
  default of a variable that names no secret (``default = "eu-west-2"``).

Every pattern is bounded, so a scan stays linear in the text.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.secret_named import looks_chosen, looks_generated
from memdir.pipeline.admission.secret_values import secret_value

# A secret store's command, then its value flag (or, for glab, the value after the name).
_STORE_COMMAND = re.compile(
    r"(?<![\w\-])(?:gh[ \t]{1,5}secret[ \t]{1,5}set(?:[ \t]{1,5}\S{1,200}){0,6}?"
    r"[ \t]{1,5}(?:--body|-b)"
    r"|glab[ \t]{1,5}variable[ \t]{1,5}(?:set|create|update)(?:[ \t]{1,5}\S{1,200}){0,6}?"
    r"[ \t]{1,5}(?:--value|-v)"
    r"|glab[ \t]{1,5}variable[ \t]{1,5}(?:set|create|update)[ \t]{1,5}[A-Za-z_][A-Za-z0-9_]{0,60}"
    r"|az[ \t]{1,5}keyvault[ \t]{1,5}secret[ \t]{1,5}set(?:[ \t]{1,5}\S{1,200}){0,8}?"
    r"[ \t]{1,5}--value"
    r"|aws[ \t]{1,5}secretsmanager[ \t]{1,5}(?:create-secret|put-secret-value|update-secret)"
    r"(?:[ \t]{1,5}\S{1,200}){0,8}?[ \t]{1,5}--secret-string"
    # Drone's and Woodpecker's secrets: drone secret add --repository R --name N --data V
    r"|(?:drone|woodpecker-cli)[ \t]{1,5}(?:org)?secret[ \t]{1,5}(?:add|update)"
    r"(?:[ \t]{1,5}\S{1,200}){0,8}?[ \t]{1,5}(?:--data|--value)"
    r"|aws[ \t]{1,5}ssm[ \t]{1,5}put-parameter(?=[^\n]{0,300}?SecureString)"
    r"(?:[ \t]{1,5}\S{1,200}){0,8}?[ \t]{1,5}--value)"
    r"(?:[ \t]{1,5}|=)(?P<q>['\"])?(?P<val>[^\s'\"]{1,400})")
# A value that comes from elsewhere: a file, a variable, a command's output.
_FROM_ELSEWHERE = re.compile(r"^(?:file://|fileb://|@|\$|-|<|`)")

# The words of an identifier: snake, kebab, dotted or camel case.
_WORD = re.compile(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])")
_SECRET_WORDS = frozenset({"password", "passwd", "passphrase", "pass", "pwd", "secret", "token"})
_KEY_KINDS = frozenset({"api", "private", "secret", "access", "signing", "encryption", "master"})
_DECLARED = re.compile(
    # Terraform: variable "db_password" {
    r"(?i:variable)[ \t]{1,5}\"?(?P<tf>[A-Za-z0-9_\-]{1,80})\"?[ \t]{0,5}\{"
    # a YAML or JSON key opening a block: "DbPassword:", "\"adminPassword\": {"
    r"|^[ \t]{0,40}[\"']?(?P<key>[A-Za-z0-9_\-.]{1,80})[\"']?[ \t]{0,3}:[ \t]{0,3}(?:\{|$)"
    # ... a JSON key opening an object anywhere on its line (a parameters file pasted inline)
    r"|(?<![\w\"'])\"(?P<json>[A-Za-z0-9_\-.]{1,80})\"[ \t]{0,3}:[ \t]{0,3}\{",
    re.MULTILINE)
# The default, or (an ARM parameters file's, a Bicep or Pulumi block's) the value given.
_DEFAULT = re.compile(
    r"(?i)(?<![A-Za-z0-9_])[\"']?(?:default(?:value)?|value)[\"']?[ \t]{0,5}[:=][ \t]{0,5}"
    r"(?P<q>[\"'])?(?P<val>[^\s\"',}]{1,200})")
# Bicep: "@secure()" then "param adminPassword string = 'value'" (a default in the file).
_BICEP_PARAM = re.compile(r"(?m)^[ \t]{0,20}param[ \t]{1,5}(?P<name>[A-Za-z_][A-Za-z0-9_]{0,80})"
                          r"[ \t]{1,5}[A-Za-z]{1,20}[ \t]{0,5}=[ \t]{0,5}(?P<q>['\"])"
                          r"(?P<val>[^'\"\n]{1,200})(?P=q)")
_SECURE_DECORATOR = re.compile(r"@secure\(\)[ \t]*\n?[ \t]*$")
# PHP's constant: define('DB_PASSWORD', 'value') (wp-config.php); getenv() gives none.
_DEFINE = re.compile(r"(?i)(?<![\w$>])define[ \t]{0,3}\([ \t]{0,3}(?P<nq>['\"])"
                     r"(?P<name>[A-Za-z_][A-Za-z0-9_]{0,80})(?P=nq)[ \t]{0,3},[ \t]{0,3}"
                     r"(?P<q>['\"])(?P<val>[^'\"\n]{1,200})(?P=q)")
_BLOCK_LINES = 8
# A default that is a reference, not the secret: an ARN, a KMS key's alias, a template's or a
# variable's reference ("{{resolve:…}}", "${…}", "var.x", "local.x"), or a store's path of
# words and dashes with no random-looking part ("prod/api-key-v2", "secret/data/db").
_REFERENCE = re.compile(r"(?i)^(?:arn:|alias/|\{\{[ \t]{0,3}resolve:|\$\{|(?:var|local|module"
                        r"|data)\.[a-z_])")
_STORE_PATH = re.compile(r"(?:[a-z][a-z\-_]{0,40}[a-z0-9]?(?:-v?\d{1,3})?/){1,8}"
                         r"[a-z][a-z\-_]{0,60}(?:-v?\d{1,3})?")


def _names_a_secret(name: str) -> bool:
    """Whether an identifier's last word names a secret: db_password, DbPassword,
    deploy-token, adminApiKey; not bypass, tokenizer or cache_key."""
    words = [w.casefold() for w in _WORD.findall(name)]
    if not words:
        return False
    if words[-1] in _SECRET_WORDS:
        return True
    return words[-1] == "key" and len(words) > 1 and words[-2] in _KEY_KINDS \
        or words[-1] == "apikey"


def _block(text: str, start: int, end: int) -> str:
    """The rest of the declaration's line, and the lines indented deeper than it."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    head = text[line_start:line_end if line_end >= 0 else len(text)]
    indent = len(head) - len(head.lstrip(" \t"))
    if line_end < 0:
        return text[end:end + 400]
    parts = [text[end:line_end]]
    for line in text[line_end + 1:line_end + 1 + 2000].split("\n")[:_BLOCK_LINES]:
        if line.strip() and len(line) - len(line.lstrip(" \t")) <= indent:
            break  # the declaration ended: "}", or the next key
        parts.append(line)
    return "\n".join(parts)


def _default_secret(text: str) -> str | None:
    low = text.casefold()
    for m in _BICEP_PARAM.finditer(text) if "param" in low else ():
        if (_names_a_secret(m.group("name")) or _SECURE_DECORATOR.search(
                text, max(0, m.start() - 40), m.start())) and _chosen(m.group("val")):
            return "a secret (a variable's default)"
    for m in _DEFINE.finditer(text) if "define" in low else ():
        if _names_a_secret(m.group("name")) and _chosen(m.group("val")):
            return "a secret (a constant's value)"
    if "default" not in low and "value" not in low:
        return None
    for m in _DECLARED.finditer(text):
        if not _names_a_secret(m.group("tf") or m.group("key") or m.group("json") or ""):
            continue
        for d in _DEFAULT.finditer(_block(text, m.start(), m.end())):
            value = d.group("val").rstrip(".,;")
            if _REFERENCE.match(value) or _STORE_PATH.fullmatch(value):
                continue  # "alias/prod-master-1", "prod/api-key-v2": where the secret is
            if _chosen(value):
                return "a secret (a variable's default)"
    return None


def _chosen(value: str) -> bool:
    """A value a person chose or a generated one, not a reference or a placeholder."""
    return (looks_chosen(value) or looks_generated(value)) \
        and secret_value(value, quoted=True, strict=False)


# A variable named for a login set to "user/password" or "user:password" (the Neo4j image's
# NEO4J_AUTH=neo4j/…, a registry's REGISTRY_AUTH=user:…).
_AUTH_PAIR = re.compile(r"(?<![A-Za-z0-9_])[A-Z][A-Z0-9]{0,30}(?:_[A-Z0-9]{1,30}){0,4}_AUTH"
                        r"[\"']?[ \t]{0,3}[=:][ \t]{0,3}[\"']?[A-Za-z0-9_.@\-]{1,64}[/:]"
                        r"(?P<val>[^\s\"'/:]{4,200})(?![^\s\"',;])")


def variable_secret(text: str) -> str | None:
    """"a secret given to a secret store" or "a secret (a variable's default)" when
    ``text`` gives one (see the module's docstring), else None."""
    for m in _STORE_COMMAND.finditer(text):
        value = m.group("val")
        if _FROM_ELSEWHERE.match(value) or not m.group("q") and value.startswith("-"):
            continue
        if secret_value(value, quoted=True, strict=False):
            return "a secret given to a secret store"
    for m in _AUTH_PAIR.finditer(text) if "_AUTH" in text else ():
        value = m.group("val")
        if not _FROM_ELSEWHERE.match(value) and _chosen(value):
            return "a password (a login's variable)"
    return _default_secret(text)


__all__ = ["variable_secret"]
