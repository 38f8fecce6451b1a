"""Which of the four memory types a user's sentence is, by cues in Chinese, English and
Japanese (the offline extractor's type; a model decides this itself).

- ``user``: who the user is (role, background, expertise) and how to talk to them (the
  language and style of answers, how to address them). These go to the user store, so
  every project sees them: "以后回复都用中文" is true of the person, not of one repository.
- ``reference``: where external resources live (a URL, a dashboard, a channel, a tracker).
- ``project``: decisions and facts about the project that the code does not show ("we
  decided", deadlines, freezes, ownership, legal requirements).
- ``feedback``: everything else a durable directive says: what the agent should do or
  avoid while it works.

The defect this fixes: the first offline cues knew only "我是"/"I'm a" for ``user``, so a
reply-language preference was filed as project ``feedback`` (one repository saw it), and
"I'm a backend engineer" was not extracted at all (no "from now on" in it). Measured on
``benchmarks/type_cues_data.py`` by ``python -m benchmarks.type_cues``.

Every pattern is bounded (no nested open-ended repetition): sentences are user input.
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re
from memdir.pipeline.admission.policy import find_phrase

# --- user: how to talk to them --------------------------------------------------------
_EN_LANGUAGES = (r"(?:english|chinese|mandarin|cantonese|french|german|spanish|japanese|"
                 r"korean|russian|portuguese|italian|dutch|polish|turkish|arabic|hindi|"
                 r"vietnamese|thai|indonesian|swedish|ukrainian|hebrew|greek)")
# Words for the agent talking to the user (not for artefacts: "write commit messages in
# English" is about commits, so "write" alone is not here).
_EN_TALK = (r"(?:answers?|repl(?:y|ies|ying)|respon(?:d|ds|ses?)|talk(?:ing)?|speak(?:ing)?|"
            r"explain(?:ing|s)?|explanations?|communicate|chat|write\s+to\s+me|"
            r"with\s+me|to\s+me)")
_EN_STYLE = (r"(?:short|shorter|concise|brief|terse|detailed|verbose|emojis?|preambles?|"
             r"bullet|formal|casual|jargon|polite|simple|plain)")
_EN_TALK_PREFERENCE = re.compile(
    rf"(?i)\b{_EN_TALK}\b[^.;!?]{{0,40}}\b(?:{_EN_LANGUAGES}|{_EN_STYLE})\b"
    rf"|\b(?:{_EN_LANGUAGES}|{_EN_STYLE})\b[^.;!?]{{0,40}}\b{_EN_TALK}\b"
    r"|\b(?:call\s+me|address\s+me|refer\s+to\s+me|my\s+name\s+is)\b")
_ZH_TALK = "(?:回复|回答|答复|回应|交流|沟通|说话|讲话|跟我说|和我说|对我说|解释|聊天)"
_ZH_LANG_STYLE = ("(?:中文|汉语|普通话|英文|英语|日语|日文|法语|德语|韩语|西班牙语|俄语|粤语|"
                  "繁体|简体|简洁|简短|简单点|详细|啰嗦|客套|表情|废话|长篇|口语|正式)")
_ZH_TALK_PREFERENCE = re.compile(
    rf"{_ZH_TALK}[^。；！？]{{0,12}}{_ZH_LANG_STYLE}|{_ZH_LANG_STYLE}[^。；！？]{{0,12}}{_ZH_TALK}"
    r"|叫我|称呼我")
_JA_TALK = "(?:答え|回答|返答|返事|返信|応答|話し|話す|説明|会話|やりとり|やり取り)"
_JA_LANG_STYLE = ("(?:日本語|英語|中国語|韓国語|フランス語|ドイツ語|スペイン語|簡潔|短く|"
                  "詳しく|丁寧|絵文字|敬語|タメ口|わかりやすく|分かりやすく)")
_JA_TALK_PREFERENCE = re.compile(
    rf"{_JA_TALK}[^。！？]{{0,12}}{_JA_LANG_STYLE}|{_JA_LANG_STYLE}[^。！？]{{0,12}}{_JA_TALK}"
    r"|と呼んで")

# --- user: who they are (stored even without "from now on") ----------------------------
_EN_ROLES = (r"(?:engineer|developer|dev|programmer|coder|designer|scientist|analyst|manager|"
             r"lead|architect|student|researcher|sre|devops|administrator|admin|consultant|"
             r"founder|cto|ceo|pm|tester|maintainer|intern|freelancer|contractor|beginner|"
             r"newbie|novice|expert|professor|teacher|writer)s?")
_EN_SELF = re.compile(
    r"(?i)\b(?:i'm|i’m|i\s+am)\s+(?:an?\s+|the\s+|one\s+of\s+the\s+)?"
    rf"(?:[\w-]+\s+){{0,3}}?{_EN_ROLES}\b"
    r"|\b(?:i'm|i’m|i\s+am)\s+(?:new\s+to|a\s+beginner|familiar\s+with|fluent\s+in|"
    r"experienced\s+(?:in|with)|based\s+in)\b"
    r"|\bi\s+work\s+(?:as|at|for)\b|\bmy\s+(?:role|job|title|background|timezone|time\s+zone)"
    r"\s+is\b|\bi(?:'ve|\s+have)\s+(?:been\s+\w+ing\s+\w+\s+for|\d+\s+years)")
_ZH_ROLES = ("(?:工程师|开发者?|程序员|码农|设计师|产品经理|项目经理|经理|架构师|学生|研究生|"
             "博士|研究员|运维|测试|科学家|分析师|新手|初学者|小白|负责人|主管|组长|实习生|"
             "老师|教授|创始人|顾问|专家|维护者)")
_ZH_SELF = re.compile(
    rf"我是(?!说|不是|否)[^，。,.!?！？；]{{0,10}}?{_ZH_ROLES}"
    r"|我负责(?!的)|我的(?:角色|职位|岗位|工作|背景|时区)是|我刚(?:开始)?学|我熟悉|我精通|我不太?懂|"
    r"我不熟|我叫|出身")
_JA_ROLES = ("(?:エンジニア|開発者|デベロッパー|プログラマー?|デザイナー|サイエンティスト|"
             "アナリスト|マネージャー|マネジャー|リード|アーキテクト|学生|研究者|初心者|"
             "インターン|専門家|メンテナー|担当者?)")
_JA_SELF = re.compile(
    rf"(?:私|僕|俺|わたし|ぼく)(?:は|が)[^。！？]{{0,20}}?{_JA_ROLES}"
    # (praise of the agent, "素晴らしいエンジニアです", is no role of the user's)
    rf"|^(?!素晴らしい|すごい|さすが|優秀な|最高の)(?:覚えておいて|覚えといて)?[、,\s]*"
    rf"[^。、はが]{{0,12}}?{_JA_ROLES}(?:です|だ|として)"
    r"|は初心者|に詳しい|と申します|私の(?:役割|仕事|担当)は")

# --- reference --------------------------------------------------------------------------
# A host name starts where a run of host characters starts (look-behind): from every label
# of "a.a.a.a..." the rest was re-scanned (quadratic).
_URL = re.compile(r"(?i)\bhttps?://\S|\b(?<![a-z0-9.\-])(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|app|cloud|"
                  r"co|ai|so|site|page|atlassian\.net)(?:/|\b)")
_CHANNEL = re.compile(r"(?<![\w#])#[a-z][\w-]{1,40}\b")
REFERENCE_CUES: tuple[str, ...] = (
    "docs are at", "docs are in", "documentation is at", "documentation is in", "docs live",
    "tracked in", "lives in", "live in", "wiki", "dashboard", "channel", "runbook",
    "playbook", "confluence", "jira", "notion", "grafana", "kibana", "sentry", "datadog",
    "pagerduty", "slack", "figma", "google doc", "google docs", "shared drive",
    "issue tracker", "bug tracker",
    "文档在", "文档放在", "看板", "仪表盘", "频道", "手册", "群里", "记在", "知识库",
    "ドキュメントは", "ダッシュボード", "チャンネル", "手順書", "で管理", "ナレッジ",
)

# --- project ----------------------------------------------------------------------------
PROJECT_CUES: tuple[str, ...] = (
    "we decided", "we've decided", "we have decided", "we agreed", "the team decided",
    "decided to", "deadline", "due date", "freeze", "milestone", "owned by", "owns the",
    "deprecated", "will be removed", "moves out", "move out", "legal", "compliance",
    "regulation", "gdpr", "customer", "customers", "stakeholder", "stakeholders", "roadmap",
    "sprint", "end of q1", "end of q2", "end of q3", "end of q4", "quarter",
    "我们决定", "决定", "截止", "期限", "冻结", "里程碑", "废弃", "下线", "法务", "合规",
    "客户", "需求方", "排期", "路线图", "不再支持", "拆出去", "季度",
    "決定", "決まった", "決めた", "締め切り", "期限", "凍結", "マイルストーン", "の担当",
    "廃止", "法務", "要件", "顧客", "お客様", "ロードマップ", "スプリント", "四半期",
)
# Weak cues: a project word that an instruction about how to work also uses ("bump the
# version before a release" is feedback). They count only in a sentence that is not an
# instruction to the agent.
_WEAK_PROJECT_CUES: tuple[str, ...] = (
    "release", "releases", "module", "modules", "architecture", "migration",
    "发布", "上线", "模块", "架构", "迁移", "リリース", "モジュール", "アーキテクチャ", "移行",
)
_ZH_OWNER = re.compile(r"归[^，。；]{1,12}负责")
_INSTRUCTION = re.compile(
    r"(?i)^[\s,:]*(?:(?:remember|please|from\s+now\s+on|going\s+forward)[\s,:]+){0,3}"
    r"(?:always|never|don't|do\s+not|please|make\s+sure|remember\s+to|use|avoid|run|keep|add|"
    r"bump|prefer|switch|write|ask|put|tag)\b"
    r"|请|不要|别|一律|务必|都要|记得|ください|ないで|すること")


def is_talk_preference(sentence: str) -> bool:
    """True for how the user wants to be talked to: reply language, style, their name."""
    return bool(_EN_TALK_PREFERENCE.search(sentence) or _ZH_TALK_PREFERENCE.search(sentence)
                or _JA_TALK_PREFERENCE.search(sentence))


def is_self_description(sentence: str) -> bool:
    """True for a statement of who the user is: role, background, expertise.

    "I'm a backend engineer", "我是后端工程师", "バックエンドエンジニアです"; not "I'm a bit
    confused", "我是说…", "私は少し混乱しています".
    """
    return bool(_EN_SELF.search(sentence) or _ZH_SELF.search(sentence)
                or _JA_SELF.search(sentence))


# Words that make a sentence ask something of the agent wherever they stand in it.
_ASKS = re.compile(
    r"(?i)\b(?:should|must|shall|need\s+to|has\s+to|have\s+to|always|never|don'?t|do\s+not"
    r"|please|instead)\b|要|应该|必须|应当|禁止|べき|こと[。]?$|ように|してください|しないで"
    # An English sentence that starts with a verb in the imperative.
    r"|(?i:^\s*(?:deploy|test|lint|format|commit|push|merge|name|indent|document|log|call"
    r"|reply|answer|respond|install|build|release|tag|pin|wrap|split|sort|limit|include"
    r"|store|place|mark|target|follow|stick|treat|check|review|start|stop|be|give|show"
    r"|explain|read|fix|create|delete|remove|rename|update|upgrade|restart|open|close|send"
    r"|print|return|raise|handle|validate|cache|mock|skip|ignore|sign|squash|rebase|let)\b)")


def reads_as_instruction(sentence: str) -> bool:
    """True for a sentence that tells the agent what to do or avoid (an imperative, a
    "should", "always"), False for a statement of fact ("The owner is the CTO")."""
    return bool(_INSTRUCTION.search(sentence) or _ASKS.search(sentence))


# Where the user lives is who they are, though "live in" is a reference cue ("Design
# docs live in Notion"): "I live in Lisbon" was filed as a reference of the project.
_EN_HOME = re.compile(r"(?i)\bi\s+(?:now\s+|currently\s+|still\s+)?live\s+in\b")


def memory_type(sentence: str) -> str:
    """The memory type of one user sentence: user, reference, project or feedback."""
    if is_talk_preference(sentence) or _EN_HOME.search(sentence):
        return "user"
    if _URL.search(sentence) or _CHANNEL.search(sentence) or find_phrase(sentence,
                                                                         REFERENCE_CUES):
        return "reference"
    if is_self_description(sentence):
        return "user"
    if find_phrase(sentence, PROJECT_CUES) or _ZH_OWNER.search(sentence):
        return "project"
    if find_phrase(sentence, _WEAK_PROJECT_CUES) and not _INSTRUCTION.search(sentence):
        return "project"
    return "feedback"


def stated_type(sentence: str) -> str:
    """The type of a memory a person states without one (``memdir add`` without ``-t``):
    `memory_type`, except that a statement of fact that is no instruction is ``project``
    ("The owner is the CTO"), not ``feedback`` (what the agent should do)."""
    found = memory_type(sentence)
    if found == "feedback" and not reads_as_instruction(sentence):
        return "project"
    return found


__all__ = ["PROJECT_CUES", "REFERENCE_CUES", "is_self_description", "is_talk_preference",
           "memory_type", "reads_as_instruction", "stated_type"]
