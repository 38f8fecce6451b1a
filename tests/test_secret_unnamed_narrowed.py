"""A password with no word for it is read only where the thing changed is the login or the
password itself, and a user 'and' a value with logging in after them only where the user is
an account's: a network's, a host's or a branch's name changed to a value, and two browsers
or phones one logs in with, are no password, in English, Chinese and Japanese alike.

The values here are made up for this file."""

from __future__ import annotations

import pytest

from memdir.pipeline.admission.secrets import find_secret


@pytest.mark.parametrize("text", [
    # A name changed to a value: an SSID, a host name, a network's name, a branch, a title.
    "The router's SSID was reset to Netgear-Home_55 after the firmware update.",
    "My laptop's hostname got changed to Work-Laptop-7 by IT.",
    "The office Wi-Fi name changed to Guest-Lobby_24 yesterday.",
    "The admin portal's default branch switched to Release-Candidate_3 yesterday.",
    "Set the laptop's hostname to Dev-Box-01 so the monitoring agent can find it.",
    "I changed my account's display name to Team-Blue_7 for the hackathon.",
    "I renamed the router SSID, changed it to Casa-Lopez-24 so the guests can find it.",
    "Switched the admin console's theme to Dark-Mode_2.",
    "我把电脑的主机名改成 Dev-Box-01 了",
    "我把路由器的 WiFi 名称改成 Home-Mesh-24 了",
    "我把账号的名字改成 Lan-Ting_88 了",
    "パソコンのホスト名を Dev-Box-01 に変更しました",
    "ルーターのSSIDを Home-Mesh-24 に変えたので、つなぎ直してください",
    "アカウントの名前を Kiri-Mado_55 に変えました",
    # Two browsers, phones or accounts one logs in with.
    "Tested on iPhone and Pixel8 to sign in; both work.",
    "用 Chrome 和 Edge115 登录都没问题",
    "Chrome と Edge115 でログインできました",
    "ログインは admin と Guest01 の二つのアカウントがあります",
    "登录用 admin 和 Guest01 两个账号都试过了",
])
def test_a_name_changed_or_a_device_logged_in_with_is_kept(text):
    assert find_secret(text) is None, text


@pytest.mark.parametrize("text", [
    # The login or the password itself changed to a value, in each language.
    "I changed my laptop login to Cobalt!Meadow62",
    "I changed the router admin login to Tulip!Harbor93",
    "Reset my Okta login to Granite#Vale41 this morning.",
    "The router admin login was changed to Tulip!Harbor93 yesterday.",
    "我把电脑登录改成了 Lanting@2026mz",
    "パソコンのログインを Kiri-Mado-552 に変えました",
    # A pronoun standing for it, and what one logs into named with no name changed.
    "changed mine to Cobalt!Meadow62 after the reset email, so use that on the shared laptop",
    "changed it to Amber!Crane57 this morning, the laptop asks for it at boot",
    "我把路由器后台改成 Lanting@2026mz 了",
    "管理画面は昨日 Hoshi-Nami-804 に変えたので、ログインのときに使ってください",
    # The name and the password both changed, the password last.
    "我把 WiFi 名称和后台密码都改成 Songshu#2026 了",
    # An account's user and a value with logging in after them.
    "用 root 和 Hz#Lake2026 登录",
    "admin と Sakura#7721 で入れます",
    "use admin and Clover7 to log in",
    "用 ops@ulmus.io 和 Qingshan#58 登录",
    "ログインは admin と Guest#0142 です",
])
def test_a_login_changed_or_given_with_its_user_is_still_refused(text):
    assert find_secret(text) is not None, text
