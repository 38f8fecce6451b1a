"""Sentences some rules of the eighteenth round refused, and must not: the rules narrowed,
each in en, zh and ja where it applies, beside secrets of the same shapes still refused.

- a password in the sentence after its name: the first sentence asks for, requests or
  forgot the password (said before its name too), or the value names a thing: a ticket
  (INC-40213, OPS-2291), a protocol or a product and its version (SMB3.1, WPA3-Personal,
  SSO-2FA), a label and its short number (Kiosk-03);
- a user "and" a password: the two are the subject of what follows ("… and Okta-SSO2
  handles it", 和 RHEL-9.2 一起用), or the second is a product's name and version;
- what a document "opens with": in English it also says how a document begins, so a label
  (Figure-2, Sheet1, Step-1) is a password only with a symbol a label has not or a password's
  word beside it;
- a key ending in camel-case Pass: only a password's key (keystorePass, dbPass, adminPass),
  not firstPass, compilerPass, seasonPass or boardingPass;
- a Markdown or tab-separated table: only a column named for a password (a Token column
  counts a model's context, a secret column names where each is kept), and a cell that
  points to where it is kept (见1Password, 1Password参照) gives none."""

from __future__ import annotations

import pytest
from secret_helpers import add_keeps, project_fixture  # noqa: F401 (the fixture `project`)

from memdir.pipeline.admission.secrets import find_secret


@pytest.mark.parametrize("text", [
    # The sentence after a password's name: a request, a ticket, a version, a product.
    "I asked IT for the staging password. It's INC-40213 in ServiceNow.",
    "Alice requested the VPN password yesterday. That's JIRA-1234, still open.",
    "The Wi-Fi password changed. It's WPA3-Personal now.",
    "Set a password on the SMB share. It's SMB3.1 only",
    "I forgot my password again. That's Monday3 for you.",
    "I reset the password for the kiosk. It's Kiosk-03 on the asset list.",
    "数据库密码申请提交了。是 OPS-2291 工单。",
    "密码的话，是 SSO-2FA 统一登录的",
    "我忘了邮箱密码。就是 Mail-2024 那个账号的",
    "パスワードの件で問い合わせました。内容は INC-2291 です。",
    "パスワードを忘れました。それは WPA3-Personal の話です。",
    # A user "and" a product, or two subjects of what follows.
    "Our login is alice and Okta-SSO2 handles it.",
    "The Slack user ID U04ABCD and C-7731x are the ones to ping.",
    "登录账号 admin 和 RHEL-9.2 一起用",
    "ログインは admin と AD-Sync2 です",
    # What a document opens with: how it begins.
    "The PDF opens with Figure-2.",
    "the training file opens with Lesson-01.",
    "The spreadsheet opens with Sheet1.",
    "The onboarding doc opens with Step-1.",
    "The statement unlocks with TouchID2.",
    # Camel-case ...Pass that is no password's key.
    "firstPass: warmup-1",
    "<render firstPass=\"depth-2\" secondPass=\"color-3\"/>",
    "compilerPass: opt-level3",
    "seasonPass: Gold2026",
    "boardingPass = BA-2291",
    "配置里 renderPass: shadow-2 是第二遍",
    "設定の seasonPass: Gold2026 は年間パスです",
    # Tables: a column that is no password's, a cell that points elsewhere.
    "| Model | Token |\n|---|---|\n| gpt-4o | 128K-ctx |",
    "| service | secret |\n|---|---|\n| api | prod/api-key-v2 |",
    "| 账号 | 密码 |\n|---|---|\n| admin | 见1Password |",
    "| 模型 | Token |\n|---|---|\n| qwen-max | 32K-ctx |",
    "| サービス | シークレット |\n|---|---|\n| api | prod/api-key-v2 |",
    "| アカウント | パスワード |\n|---|---|\n| admin | 1Password参照 |",
    "model\ttoken\ngpt-4o\t128K-ctx",
])
def test_a_look_alike_the_narrowed_rules_refused_is_kept(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    "The NAS has a new admin password. It's Heron!Gate52, mind the capitals.",
    "I reset the NAS password. It's Heron!Gate52 now.",
    "VPN 密码发你了。就是 Vpn#Song2026",
    "本番の管理画面のパスワードを共有します。中身は Adm#Kaede2026 です。",
    "共有フォルダのパスワードをお伝えします。中身は Share#Aoba77 です。",
    "the camera's web login is admin and Fern!Quay8",
    "登录账号 admin 和 Sh#Song2026，别外传",
    "管理画面のログインは admin と Shl#Aoba12 です",
    "the zip opens with Tern#Vale2026.",
    "the payslip PDF opens with Marlow0412, the password payroll set",
    "the bank statements open with Tansy0921, her initials and her birthday",
    "工资条 PDF 用 Song0815 打开，每个月都一样",
    "給与明細の PDF は Aoba0707 で開けます",
    "<Connector port=\"8443\" keystorePass=\"Tls#Quay66\" truststorePass=\"Tls#Quay67\" />",
    "dbPass: Db#Quay2026",
    "<Resource adminPass=\"Adm#Tern42\" />",
    "| 账号 | 密码 |\n|---|---|\n| admin | Jian#2026song |",
    "| service | user | password |\n|---|---|---|\n| wiki | ops | Wiki#Lark2026 |",
    "| サービス | ID | パスワード |\n|---|---|---|\n| 経費 | aoba | Kei#Aoba0707 |",
    "service\tuser\tpassword\nmail\tops\tMail#Fen2291",
    "service,user,token\napi,ops,Tk#Lark2026quay",
])
def test_a_secret_of_the_same_shapes_is_still_refused(text):
    assert find_secret(text) is not None, text


@pytest.mark.parametrize("body", [
    "I asked IT for the staging password. It's INC-40213 in ServiceNow.",
    "The PDF opens with Figure-2.",
    "| Model | Token |\n|---|---|\n| gpt-4o | 128K-ctx |",
])
def test_memdir_add_keeps_a_sentence_the_narrowed_rules_refused(project, body):
    add_keeps(project, body)
