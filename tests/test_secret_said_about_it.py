"""What a sentence says of a lock, a password or a data set is not always a secret: a
budget, a battery or a design of a safe, a door lock's time, 金庫 inside 信用金庫, a ticket's
id after a password's clause and a colon, a value said as the user name, a seed script's
products; the lock's code, the password and the recovery phrase beside them are still read."""

import pytest

from memdir.pipeline.admission.secrets import find_secret


@pytest.mark.parametrize("text", [
    "信用金庫の口座の引き落とし額を 30000 に変更しました",
    "金庫の予算を 50000 に設定しました",
    "门锁的电池改成了 5000mAh",
    "保险柜的预算改为 3000 块",
    "保险箱设计改为2025版",
    "保险柜设成 8000 元以内的款式",
    "I set the door lock to 2230 tonight so it auto-locks.",
    "We set the keypad to 0700 so it auto-locks every morning.",
    "Password rotation is tracked in Jira: SEC-1042",
    "The password reset for the vault is tracked under the ticket: SEC-1042",
    "The password change is filed under the ticket: OPS-77.",
    "密码写在便利贴上这件事被审计发现了：INC-2024",
    "パスワードを付箋に書いていた件は監査で見つかりました：INC-2024",
    "To get into the NAS, type admin2024 as the user name and the password from the vault.",
    "To log in, type ops2025 as the username, then the password you were given.",
    "进 NAS 的时候输入 admin2024 作为用户名，密码在保险库里",
    "NAS には admin2024 をユーザー名として入力して入ります",
    "Our backup seed script inserts twelve products: apple banana orange grape lemon mango "
    "peach cherry melon onion carrot potato",
    "The seed data file lists twelve fruits: apple banana orange grape lemon mango peach "
    "cherry melon onion carrot potato",
])
def test_what_is_said_of_a_lock_a_password_or_seed_data_is_kept(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    "I set the hotel room safe to 729104, in case I forget it tomorrow",
    "I set the door lock to 4821 tonight",
    "we reset the office safe to 418207, in case anyone asks",
    "办公室保险柜我重新设了，现在是 860527",
    "宿舍的密码箱改好了，现在是 703614",
    "门锁的密码改成了 5821",
    "保险柜设置为 860527 了",
    "金庫の番号を 2857 に設定しました",
    "耐火金庫の暗証番号を 4821 に変更しました",
    "the password is on the chalkboard: latte2024",
    "密码写在黑板上：latte2024",
    "パスワードは黒板に書いてあります：latte2024",
    "the password is on the sticky note: SEC-10427x!",
    "To get into the NAS, type Zx9kLm2Qw7 at the prompt.",
    "To get into the NAS, type admin2024 and the password prompt opens.",
    "进 NAS 的时候输入 Zx9kLm2Qw7 就能进去",
    "NAS は Zx9kLm2Qw7 を打てば入れます",
    "my wallet recovery seed is apple banana orange grape lemon mango peach cherry melon "
    "onion carrot potato",
])
def test_the_code_the_password_and_the_phrase_beside_them_are_refused(text):
    assert find_secret(text) is not None, text
