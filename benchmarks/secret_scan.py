"""Secret scanning stays linear on hostile text, and cheap on ordinary records.

Record files and model output are hostile: a regex that backtracks turns a 100 KB record
into minutes of CPU on every write. For each adversarial input (long runs of the prefixes
the patterns key on: ``sk-``, ``://``, ``curl``, ``mysql -``, ``密码``, ``Basic``...) this
times `memdir.pipeline.admission.secrets.find_secret` at 25, 50 and 100 KB and prints the growth
factor per
doubling (2 is linear, 4 quadratic), and the cost against a linear baseline measured in
the same run: one pass of a simple regex over the same text. ``python -m
benchmarks.secret_scan`` (``--quick``: 2 and 4 KB, each timed once, a smoke run); JSON in
``benchmarks/results/secret_scan.json``.
"""

from __future__ import annotations

import re
import time
from typing import Any

from memdir.pipeline.admission.secret_detectors import (
    _detector,
    detect_secrets_version,
    find_secret,
)

from .common import parser, table, write_result

HOSTILE = {
    "sk- run": "sk-", "url run": "a://", "curl run": "curl ", "mysql run": "mysql -",
    "colon run": "x:", "cjk keyword run": "密码", "jwt prefix run": "eyJ",
    "basic run": "Basic ", "authorization run": "authorization: ", "password= run": "password= ",
    "letters": "A", "zero-width": "\u200b", "base64-ish": "QUtJQ",
    "words and digits": "aaaaaaaaaaaaaaaaaaa1 ",
    # what the eighth prose round's classes key on
    "code run": "the code 1234 ", "wifi run": "wifi at a b c ", "hint run": "password hint is ",
    "postfix line run": "postfix [a.b]:25 u:p\n", "go dsn run": "u:p@tcp(",
    "connect call run": "PDO->__construct('a', 'b', ",
    "password file run": "password_file it says ",
    "keyword in base64 run": "aAKa",
    # what the ninth prose round's classes key on
    "mysql quoted -p run": "mysql -p'a ", "client flag run": "redis-cli mongosh --pass -p ",
    "empty variable run": "PGPASSWORD= psql ", "mail code run": "SMTP 授权码:ABCD EFGH ",
    "app password run": "app password for a b c is ", "set to run": "password, set it to ",
    "set to run, ja": "パスワード、abcdef1 に",
    # what the tenth prose round's classes key on
    "opens with run": "lockbox opens with 1 2 ", "hint answer run": "account hint, so it's a1 ",
    "recovery digits run": "535337-186538-", "redis.conf run": "\nrequirepass ",
    "authorization header run": "X-a-Authorization: QUtJQ",
    "app password maker run": "app password Apple made for a is ",
    "pointed at run": "アプリパスワードはこれです。", "mapbox run": "pk.eyJ1",
    "sops run": "ENC[AES256_GCM,data:", "rails file run": "a.yml.enc QUtJQUtJQ--",
    # what the eleventh prose round's classes key on
    "twilio pair run": "AC" + "0" * 32 + "\", \"", "character run": "password capital Q, ",
    "character run, zh": "密码 小写 h、", "halves run": "前半は hf_ab 後半は ",
    "groups run": "sk-proj- Ab1c ", "mixed letters run": "パスワードは VGSNghJAwIzm",
    "hash folder run": "/a/" + "0" * 32,
    # what the twelfth prose round's classes key on
    "pieces run": "密码是 ab 接着是 12 ", "that-is run": "password so ab1 so ",
    "run-together run": "password ab cd, so abcdabcd ", "named groups run": "key join AB12 ",
    "han phrase run": "助记词 桥 ", "ldap run": "ldap_default_authtok = ",
    "pin said run": "PIN is 1 2 3 4 ", "recovery groups run": "recovery code AB12 ",
    # what the thirteenth prose round's classes key on
    "composed run": "password with a capital W, then 1 ", "login composed run": "login then 2 ",
    "next line run": "password next line\n", "clause run": "password, which a b, ",
    "phonetic run": "password capital Delta, ", "dial run": "safe 36 left, ",
    "dial run, zh": "保险柜 左转到 17，", "press run": "オートロック 1192 ",
    "national run": "SIN 123 456 ", "pension run": "基礎年金番号 1234-",
    "nino run": "NI number AB ",
    "placeholder prefix run": "sk-or-v1-<a", "push key run": "api.day.app/",
    "phrase lead-in run": "recovery phrase a b c: ", "numbered pin run": "暗証番号1が ",
    # what the fourteenth prose round's classes key on
    "id name run": "CPF DNI NRIC TFN 12345678 ", "hkid run": "HKID A123456(",
    "insurance run": "保険証の記号 12、番号 ", "number words run": "PIN four nine two ",
    "kana digits run": "暗証番号は、ゼロ、ハチ、", "sent code run": "texted me 583920 ",
    "shown code run": "authenticator shows 771 ", "archive run": "7z a -p",
    "piped password run": "echo 'abcd' | ", "net use run": "net use \\\\a ",
    "typed phrase run": "passphrase is owl bat, ", "session pair run": "PHPSESSID=a",
    "webhook id run": "/api/webhook/a",
    # what the fifteenth prose round's classes key on
    "database shell run": "cqlsh gsql hdbsql vsql -u a ", "obclient run": "obclient -p'a ",
    "now-is run": "password is now ", "now-is run, zh": "密码现在是 a",
    "kana script run": "パスワードはひらがなで「あ", "quoted words run": "password 'Ab",
    "typed at login run": "login type \"a", "licence run": "serial number AB12-CD34-",
    "one code run": "recovery code is A1", "dial turns run, ja": "金庫 右に 3 回回して 45、",
    "client key run": "client key Mid-client-a",
    # what the sixteenth prose round's classes key on
    "secret store run": "gh secret set A -b ", "store value run": "az keyvault secret set ",
    "declared default run": "variable \"db_password\" {\n  default = \"a\n",
    "declared key run": "  DbPassword:\n", "variable set run": "SFTP_PASS set to ",
    "registered as run, ja": "FTP_PASSWORD として a", "encrypted with run": "encrypted with a-b-1 ",
    "encrypted with run, zh": "用 Ab#1 加密", "spelled symbol run, zh": "密码是大写 H，感叹号，",
    "fingerprint run": "SHA256:", "app password uses run": "app password Thunderbird uses ",
    # what the seventeenth prose round's classes key on
    "positional run": "poetry config http-basic.a u ", "net user run": "net user a ",
    "securestring run": "ConvertTo-SecureString 'a' ", "chpasswd run": "chpasswd:\n  a:b\n",
    "cisco run": "username a password ", "community run": "snmp-server community ",
    "psk run": ": PSK \"a", "xml value run": "<AdministratorPassword><Value>",
    "xml attribute run": "<Pass a=\"b\" ", "bicep run": "@secure()\nparam aPassword string = '",
    "define run": "define('DB_PASSWORD', '", "json value run": "\"adminPassword\": { ",
    "aside run": "password（a） ", "repeat run": "double one triple ",
    "repeat run, ja": "4 が 2 つ、", "gift run": "claim code AB12 ",
    "verification run": "验证码 设备验证码 ", "pattern run": "解锁图案 1-",
    "csv run": "a,password\n",
    "chat next run": "パスワード共有します\n", "auth scheme run": "Authorization: Splunk ",
    "dotted key run": "secret is a.b.c.",
    # what the eighteenth prose round's classes key on
    "client flags run": "mosquitto_pub -P cypher-shell -p beeline -p ", "taos run": "taos -p",
    "db2 using run": "connect to a user b using ", "drone run": "drone secret add --data ",
    "auth pair run": "NEO4J_AUTH=a/", "and pair run": "login admin and ",
    "value run": "DB_PASSWORD, value ", "value run, zh": "DB_PASSWORD 的值是 a",
    "next sentence run": "password. It's ", "topic run, zh": "密码呢，是 ",
    "table run": "| a | password |\n", "byte list run": "network_key: [1, ",
    "kook run": "1/MTA=/", "spoken code run, zh": "验证码 七三九",
    "spoken code run, ja": "認証コードは、ご、", "document opens with run": "file opens with ",
    "keyid run": "keyid ", "yaml tag run": "!secret a ", "travis run": "secure: \"",
    "docs run": "in the docs sandbox ", "promo run": "claim code FREE",
    # what the narrowed sandbox blanking keys on: a value beside a provider's docs' phrase
    "published docs run": "sandbox key a1b2c3 is in their docs ",
    "published docs run, zh": "沙箱测试密钥 a1b2c3 官方文档",
    # ... and a spoken code read as its digits: a phone's tail, an expiry in the next sentence
    "spoken tail run": "验证码尾号三四五六",
    "spoken expired run": "認証コードは、ご、いち、に、さん です。",
    # what the nineteenth prose round's classes key on
    "setter run": 'ds.setPassword("Ab#1', "login call run": 'c.Login("ab", "Cd#1", ',
    "signing call run": 'hmac.New(sha256.New, []byte("', "bytes run": 'jwtKey = []byte("a',
    "changed to run": "laptop changed it to Ab1!x ", "changed to run, ja": "PC Ab1!-xyz に変え",
    "wifi typed run, zh": "wifi 连 输 ab12", "and then run, ja": "admin と Ab#1234 で",
    "login as run": "log in to a as b and ", "factor codes run": "2-step: 1234 5678, ",
    "kana words run": "復元ワード あいう ", "code digits run": "認証コードは 4812 ",
    "cloud pair run": "ALTAKabcdefghijklmn / ", "cookie star run": "Cookie: SESSDATA=a*",
    "letters key run": "REST key for a: u+Ab", "key box dial run": "キーボックス右に 3、",
    "texted code run": "texted a code, it's 4",
    # what the twentieth prose round's classes key on
    "named flag run": "-adminpassword -a", "auth flag run": "-auth a:b -auth ",
    "password file only has run": "password file only has ",
    "credentials call run": "new AbCredentials('a', ",
    "app password issued run, ja": "アプリパスワードを発行しました: abcd ",
    "protocol pair run": "IMAP a@b.io / ", "new one run": "reset it's Ab#1 now ",
    "new one run, zh": "旧的作废了 新的是 Ab_1 ", "texted digits run, zh": "收到的短信，四九一，填",
    "sender run": "验证码是 10690 ", "counted codes run": "2-step: 1200 3400, 5600 7800 minutes, ",
    "at version run": "login a/b@v1 ",
    # a path judged segment by segment: named folders, random ones, a Windows path's
    "named path run": "web-frontend_PR-1234/", "random path run": "kP8vQ2xL/",
    "windows path run": "payments-svc_PR-4821\\",
    # what the twenty-first prose round's classes key on
    "config auth run": '{"auths": {"a": {"auth": "YTpi', "nix store run": "/nix/store/" + "a" * 32,
    "log id run": "request_id=ABCDEFGH1234JKLMNP ", "local default run": "amqp://guest:guest@",
    "described run": "password is on the a b c: ", "described run, zh": "密码写在黑板上：",
    "described run, ja": "パスワードは黒板に書いてあります：",
    "alarm run": "alarm disarms with 1-2-",
    "set lock run": "set the safe to 1234 ", "set lock run, zh": "保险柜设好了，是 ",
    "typed to get in run, ja": "NAS Ab1-xyz_09 を打て", "typed to get in run, zh": "NAS 后台输 ",
    "change said run, zh": "密码我改成 春", "quoted spaces run, ja": "パスワードは「さくら ",
    "national names run": "PESEL CURP HETU fødselsnummer T.C. Kimlik 12345678901 ",
    "action flag run": "--reset-password a ", "step run": "log in as admin and Select2 ",
    "action flag assigned run": "--reset-password=a1 ", "action said run, zh": "重置密码 alice01 ",
    "full-width comma run": "token 我放这了 Ab1,",
}
ORDINARY = ("Tests in this project use pytest, never unittest; the user corrected this "
            "twice and prefers fixtures over setup methods. ") * 20


def best_of(fn, repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def main(argv: list[str] | None = None) -> dict[str, Any]:
    args = parser(__doc__.splitlines()[0]).parse_args(argv)
    sizes = (2_000, 4_000) if args.quick else (25_000, 50_000, 100_000)
    # The best of three against a noisy machine; a smoke run only needs the script to run.
    repeat, ordinary_scans = (1, 10) if args.quick else (3, 100)
    _detector()  # the import and plugin set-up are paid once per process, not per scan
    linear = re.compile(r"[A-Za-z0-9]{20,}")
    inputs = []
    for label, unit in HOSTILE.items():
        times = []
        for size in sizes:
            text = (unit * (size // len(unit) + 1))[:size]
            times.append(best_of(lambda t=text: find_secret(t), repeat))
        base = best_of(lambda t=text: linear.findall(t), repeat)
        growth = max(b / a for a, b in zip(times, times[1:], strict=False))
        inputs.append({"input": label, "ms": [round(t * 1000, 1) for t in times],
                       "growth_per_doubling": round(growth, 2),
                       "over_one_regex_pass": round(times[-1] / base, 1)})
    headers = ["input", *(f"ms @{s / 1000:g}KB" for s in sizes), "growth/doubling",
               "vs one regex pass"]
    print(table(headers, [(i["input"], *i["ms"], i["growth_per_doubling"],
                           f"{i['over_one_regex_pass']:.0f}x") for i in inputs]))
    per_record = best_of(lambda: [find_secret(ORDINARY) for _ in range(ordinary_scans)],
                         repeat) / ordinary_scans
    worst = max(i["growth_per_doubling"] for i in inputs)
    print(f"\nordinary {len(ORDINARY)}-char body: {per_record * 1000:.2f} ms per scan")
    print(f"worst growth per doubling: {worst:.2f} (linear is 2, quadratic 4)")
    data = {"detect_secrets": detect_secrets_version(), "sizes": list(sizes),
            "inputs": inputs, "ordinary_ms": round(per_record * 1000, 2),
            "worst_growth": worst}
    write_result("secret_scan", data, args.out, args.quick)
    return data


if __name__ == "__main__":
    main()
