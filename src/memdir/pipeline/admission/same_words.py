"""Words that name the same thing, for the correction rules' subject match.

A correction names its subject as people speak, not as the record was written: "Mum's
moved to Oakfield" against "The user's mother lives at Rosewood House", 我爸的透析 against
爸爸的透析, 班车 against 接驳车, 骑车 against 骑行, スマホ against スマートフォン, エクセル against
Excel, 車 against 车. The subject match (`memdir.pipeline.admission.mentions`) asks of each
word of a statement whether the record says it, and of each word of the record whether the
statement says it; a word said in other words was a word the record never mentions, so
another subject, and the correction was stored beside the record it corrects.

The principle: two words name the same thing when one is the other

- in another register or clipped (mum / mother, 老爸 / 爸爸, gran / grandmother, telly /
  television, uni / university, バイト / アルバイト), or the everyday word for it (剪头 /
  理发, 班车 / 接驳车, 骑车 / 骑行, 老公 / 丈夫);
- in another script: a Japanese word in kanji or kana (子供 / 子ども / こども), a Chinese
  character traditional, Japanese or simplified (車 / 车, 會 / 会, 駅 / 站 is no such pair:
  another word), a brand in katakana or Chinese and in Latin letters (エクセル / Excel,
  ライン / LINE, 微信 / WeChat).

Each is read as one *canonical* form (the first word of its group below), on both sides:
the record's `Mentions` hold its words and their canonical forms, and a statement's word not
mentioned as written is asked again in its canonical form. Nothing else is widened: a word
that only shares a part with the record's ("the watercolour group" against "the life
drawing class", 夜市 against 早市, 儿子的二胡课 against 女儿的古筝课) is still another subject,
and a person, a project noun, a time word or an amount of another thing is still a word the
record must say (a person's kind is read by `memdir.pipeline.admission.possessor`). Only
words with no other everyday sense are listed: not "pa" (a personal assistant), "doc"
(documents), "mobile" (a part of a product), 先生 (a teacher in Japanese), 苹果 (a fruit).
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

# Groups of words naming one thing, the canonical form first. English words are whole
# words of a prepared (lower-case) text; CJK words are replaced where they stand.
_EN_GROUPS = (
    "mother mum mom mummy mommy mama mam",
    "mothers mums moms",
    "father dad daddy papa",
    "fathers dads",
    "grandmother gran granny grandma grandmom nana nanna",
    "grandfather grandad granddad grandpa",
    "child kid",
    "children kids",
    "bicycle bike pushbike",
    "bicycles bikes",
    "television telly tv",
    "university uni",
    "laboratory lab",
    "refrigerator fridge",
    "photograph photo",
    "photographs photos",
    "mathematics maths math",
    "examination exam",
    "examinations exams",
    "advertisement advert",
    "phone smartphone cellphone",
)
_CJK_GROUPS = (
    # Chinese
    "理发 剪头发 剪头 剪发 剃头",
    "班车 接驳车 通勤车",
    "骑行 骑自行车 骑单车 骑车",
    "自行车 单车 脚踏车",
    "手机 移动电话",
    "爸爸 老爸 父亲",
    "妈妈 老妈 母亲",
    "孩子 小孩子 小孩",
    "丈夫 老公",
    "妻子 老婆 媳妇",
    "外婆 姥姥",
    "外公 姥爷",
    "奶奶 祖母",
    "爷爷 祖父",
    "超市 超级市场",
    "冰箱 电冰箱",
    "电视 电视机",
    "工资 薪水 薪资",
    "幼儿园 幼稚园",
    "微信 wechat",
    "支付宝 alipay",
    "淘宝 taobao",
    "谷歌 グーグル google",
    # Japanese
    "子ども 子供 こども",
    "スマホ スマートフォン 携帯電話 ケータイ",
    "パソコン pc",
    "母 母親 お母さん おかあさん",
    "父 父親 お父さん おとうさん",
    "アルバイト バイト",
    "コンビニ コンビニエンスストア",
    "インターネット ネット",
    "最寄り駅 最寄駅",
    "エクセル excel",
    "ライン line",
    "ズーム zoom",
    "スラック slack",
    "ユーチューブ youtube",
    "インスタグラム インスタ instagram",
    "フェイスブック facebook",
    "ツイッター twitter",
    "ノーション notion",
    "ドコモ docomo",
    "ソフトバンク softbank",
    "ペイペイ paypay",
    "アイフォン iphone",
)


def _pairs(groups: tuple[str, ...]) -> dict[str, str]:
    out: dict[str, str] = {}
    for group in groups:
        canonical, *others = group.split()
        for word in others:
            out.setdefault(word, canonical)
    return out


_EN = _pairs(_EN_GROUPS)
# A Latin brand's canonical form is its CJK name: read in a Chinese or Japanese text, and
# said in Latin letters by the other side ("LINEグループ" against ライン).
_CJK = _pairs(_CJK_GROUPS)
_LATIN_OF_CJK = {w: c for w, c in _CJK.items() if w.isascii()}
_CJK_ONLY = {w: c for w, c in _CJK.items() if not w.isascii()}
_KANA = "\u30a0-\u30ff"


def _alternative(word: str) -> str:
    """A CJK word's pattern: a katakana word only as a whole run ("ネット" is not of
    "ネットフリックス", "バイト" not of "アルバイト")."""
    if re.fullmatch(f"[{_KANA}]+", word):
        return f"(?<![{_KANA}]){re.escape(word)}(?![{_KANA}])"
    return re.escape(word)


_CJK_WORD = re.compile("|".join(_alternative(w)
                                for w in sorted(_CJK_ONLY, key=len, reverse=True)))
# One character of a kinship word said alone (我爸, 我妈), not inside 爸爸, 爸妈, 老爸.
_ZH_ONE = re.compile("(?<![爸妈老])([爸妈])(?![爸妈])")
_ZH_ONE_OF = {"爸": "爸爸", "妈": "妈妈"}
_EN_WORD = re.compile(r"(?<![a-z0-9'-])[a-z][a-z0-9]*(?![a-z0-9'-])")

# Traditional and Japanese forms of common characters, read as the simplified one.
_HAN_FORMS = (
    "車车 會会 會会 學学 國国 電电 話话 時时 間间 問问 開开 關关 門门 長长 東东 們们 個个"
    "來来 對对 說说 這这 過过 還还 進进 運运 動动 發发 現现 點点 機机 業业 經经 給给 錢钱"
    "買买 賣卖 貴贵 費费 號号 樓楼 醫医 藥药 員员 師师 課课 練练 習习 書书 買买 處处 辦办"
    "場场 區区 縣县 鄉乡 廠厂 園园 圖图 團团 隊队 組组 級级 幾几 兩两 歲岁 週周 鐘钟 鐵铁"
    "銀银 線线 網网 紙纸 約约 紅红 綠绿 顏颜 魚鱼 雞鸡 鳥鸟 馬马 貓猫 飯饭 館馆 湯汤 麵面"
    "燒烧 齒齿 歡欢 喜喜 愛爱 媽妈 爺爷 奶奶 孫孙 兒儿 親亲 婦妇 們们 師师 從从 傳传 價价"
    "險险 保保 務务 辦办 選选 遠远 邊边 達达 遲迟 報报 壓压 廳厅 廣广 驛驿 駅驿 氣气 気气"
    "讀读 寫写 認认 識识 議议 護护 訂订 計计 記记 設设 試试 請请 調调 談谈 論论 證证 變变"
    "轉转 輪轮 軟软 輕轻 載载 陽阳 陰阴 隊队 際际 雲云 電电 靈灵 頭头 題题 類类 風风 飛飞"
    "檢检 櫃柜 歷历 氣气 決决 況况 淨净 滿满 漢汉 濟济 灣湾 為为 無无 煙烟 營营 狀状 獎奖"
    "產产 畫画 當当 療疗 監监 盤盘 礎础 禮礼 稅税 種种 積积 穩稳 竇窦 筆笔 節节 範范 簡简"
    "紀纪 純纯 細细 終终 結结 絕绝 統统 絲丝 經经 維维 綜综 緊紧 總总 績绩 續续 罰罚 聯联"
    "聲声 聽听 腦脑 臉脸 艙舱 蘭兰 號号 術术 衛卫 裝装 複复 覺觉 觀观 訊讯 評评 詢询 該该"
    "語语 誤误 說说 課课 誰谁 調调 護护 費费 貸贷 資资 賬账 質质 購购 賽赛 趕赶 躍跃 較较"
    "辭辞 農农 邊边 郵邮 鄰邻 醫医 針针 鈴铃 銷销 鋪铺 錄录 錯错 鍵键 鎖锁 鏡镜 長长 閉闭"
    "閱阅 隨随 險险 隻只 雙双 雜杂 難难 離离 須须 頂顶 順顺 預预 領领 頻频 顧顾 飲饮 飼饲"
    "養养 餐餐 髮发 鬆松 鬥斗 鮮鲜 麥麦 黃黄 齊齐 龍龙 広广 伝传 価价 売卖 読读 続续 転转"
    "払付 戸户 様样 楽乐 薬药 図图 団团 営营 労劳 従从 応应 恵惠 戦战 択择 拡扩 検检 歩步"
    "残残 気气 浄净 湾湾 満满 済济 発发 県县 窓窗 経经 絵绘 総总 緑绿 縄绳 聴听 蔵藏 覚觉"
    "訳译 証证 賛赞 鉄铁 鋭锐 録录 険险 隣邻 静静 顔颜 駆驱 験验 黒黑 齢龄"
)
_FORM_CHARS = "".join(_HAN_FORMS.split())
_FORMS = {a: b for a, b in zip(_FORM_CHARS[::2], _FORM_CHARS[1::2], strict=True) if a != b}
_FORM_TABLE = str.maketrans(_FORMS)


def same_text(text: str) -> str:
    """``text`` (prepared: lower case) with every word of the groups above read as its
    canonical form and every traditional or Japanese form of a character as the simplified
    one; ``text`` itself when none is there."""
    out = _EN_WORD.sub(lambda m: _EN.get(m.group(0)) or _LATIN_OF_CJK.get(m.group(0))
                       or m.group(0), text)
    out = _CJK_WORD.sub(lambda m: _CJK_ONLY[m.group(0)], out)
    out = _ZH_ONE.sub(lambda m: _ZH_ONE_OF[m.group(1)], out)
    return out.translate(_FORM_TABLE)


def same_word(word: str) -> str:
    """The canonical form of one word (a token's text), or ``word`` when it has none."""
    return same_text(word)


__all__ = ["same_text", "same_word"]
