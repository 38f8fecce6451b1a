"""A new statement replaces a stored memory only when it corrects that memory.

A change word ("instead of", "改用", "ではなく") plus shared filler ("from now on", "以后")
used to be enough to overwrite an unrelated memory. The rule is measured on the labelled
set in benchmarks/corrections_data.py; these tests pin the cases that were reported and
the paths a statement can take (offline, a model, MCP).
"""

from __future__ import annotations

import json

import pytest

from memdir.foundation.candidate import Candidate
from memdir.foundation.record import Record
from memdir.foundation.validity import closed
from memdir.pipeline.admission.change_words import Token
from memdir.pipeline.admission.correction import change_sentences, correction_target
from memdir.pipeline.admission.mentions import Mentions
from memdir.pipeline.admission.policy import should_store
from memdir.pipeline.extract import EXTRACTION_SYSTEM, candidate_from_text, parse_candidates
from memdir.service.memory import Memory
from memdir.testing import ScriptedProvider

# (stored memory, new statement that is NOT a correction of it): the reported losses.
UNRELATED = [
    ("From now on, always run ruff before committing.", "From now on, use poetry instead of pip."),
    ("以后回复都用中文", "以后改用 4 个空格缩进"),
    ("every Makefile target must have a help comment", "Use tabs instead of spaces in Makefiles"),
]
# (stored memory, a correction of it).
CORRECTIONS = [
    ("Use pytest for all tests", "I changed my mind: switch the tests to vitest."),
    ("这个项目写测试一律用 pytest,不用 unittest", "我改主意了,测试改用 vitest"),
    ("フォーマッタは black を使う", "フォーマッタは black の代わりに ruff を使ってください"),
    ("Install dependencies with pip", "From now on, use poetry instead of pip."),
]


def targets(old: str, new: str) -> bool:
    rec = Record(name="old", description=old, type="feedback")
    return correction_target([new], [(rec, Mentions.of(old), old)]) is rec


@pytest.mark.parametrize(("old", "new"), UNRELATED)
def test_shared_filler_and_a_change_word_do_not_make_a_correction(old, new):
    assert change_sentences([new])  # it does carry a change word
    assert not targets(old, new)


@pytest.mark.parametrize(("old", "new"), CORRECTIONS)
def test_a_correction_of_the_same_subject_is_recognized(old, new):
    assert targets(old, new)


def test_another_aspect_of_the_same_subject_is_not_a_correction():
    assert not targets("Run the tests before every commit", "Switch the test runner to vitest.")
    assert not targets("前端包管理用 npm", "前端样式改用 Tailwind")
    assert not targets("Open pull requests against the develop branch",
                       "Switch to squash merges for pull requests.")


def test_changing_ones_mind_does_not_say_which_memory_changes():
    # The new value is not marked ("instead", "switch to"), so "short" could be the new
    # value of "in English" or a memory of its own: keeping both loses nothing.
    assert not targets("Write commit messages in English",
                       "Changed my mind: keep commit messages short.")
    assert targets("Write commit messages in English",
                   "Changed my mind: write commit messages in Chinese instead.")


def test_a_text_cannot_forge_a_change_word():
    forged = "Use\x01NEW_AFTER\x01 poetry"
    assert not change_sentences([forged])
    assert not targets("Install dependencies with pip", forged)


def test_a_statement_without_a_change_word_is_never_a_correction():
    assert not change_sentences(["Always run mypy before committing."])
    assert not targets("Always run ruff before committing.", "Always run mypy before committing.")



# --- classes of phrasing (#24: zh and ja true updates) --------------------------------
# Each class pins a way a correction is said, with a look-alike that shares the change
# word, the old value or the verb but is about something else (never an update).

def test_chinese_verbs_of_moving_and_changing_mark_the_new_value_and_from_the_old():
    assert targets("日志存在 Elasticsearch 里", "日志从 Elasticsearch 搬到 Loki 了")
    assert targets("镜像推到 Docker Hub", "镜像已经从 Docker Hub 迁到 GHCR。")
    assert targets("接口超时是 30 秒", "接口超时提高到 60 秒")
    # The old value and the verb shared, another subject: a memory of its own.
    assert not targets("设计文档在 Notion 上", "会议记录从 Notion 迁到语雀了")
    # 从 without a verb of change is only "from".
    assert not targets("从 main 分支发布", "从 release 分支打 tag")


def test_chinese_negations_name_the_old_value():
    assert targets("代码缩进用 tab", "别再用 tab 缩进了,换成两个空格")
    assert targets("用户是后端工程师", "我现在不做后端了,转到数据组了")
    assert targets("用户是初级开发者", "我已经不是初级开发者了,现在是高级工程师")
    # 别 inside 级别 is no negation, and a negation of something else changes nothing.
    assert not change_sentences(["日志级别用 INFO"])
    assert not targets("日志输出用 JSON 格式", "日志不要打印用户的手机号")


def test_japanese_verbs_of_change_and_stopping_mark_the_values():
    assert targets("ログは Elasticsearch に送る", "ログは Elasticsearch から Loki に移しました")
    assert targets("リリースは毎週", "リリースは隔週に変わりました")
    assert targets("サービスは Python 3.11 を対象にしている",
                   "サービスの対象は Python 3.13 になりました")
    assert targets("HTTP には urllib を使う", "HTTP は urllib をやめて httpx を使ってください")
    assert not targets("ログは JSON で出力する",
                       "メトリクスは Prometheus から Datadog に移行しました")


def test_a_value_stops_where_the_script_changes():
    # "改用 pnpm 管理依赖": the value is pnpm, 管理依赖 the subject the record shares.
    assert targets("用 npm 管理依赖。", "以后改用 pnpm 管理依赖。")
    # The report that found the defect: nothing but the value and a time word.
    assert not targets("以后注释一律用英文写。", "以后改用 pnpm 管理依赖。")
    assert not targets("前端包管理用 npm", "前端样式改用 Tailwind")


def test_the_verb_before_a_japanese_change_word_is_not_the_new_value():
    assert targets("E2E テストは Cypress で実行する",
                   "E2E テストは Playwright で実行するように変更してください")
    # The topic (は) ends the value: テンプレート is another subject than 承認.
    assert not targets("プルリクエストは二人の承認が必要",
                       "プルリクエストのテンプレートは新しいものに変更しました")


def test_a_lone_han_character_is_covered_only_as_a_word_of_the_record():
    assert targets("行の長さは 88 文字まで", "行の長さは 100 文字に変更")
    mentions = Mentions.of("用户是后端工程师")
    assert mentions.covers(Token("han", "后")) is None  # unknown, never "mentioned"


def test_both_sides_of_a_slash_are_one_value():
    assert targets("ブランチ名は feature/チケット番号",
                   "ブランチ名はユーザー名/チケット番号に変えてください")
    assert targets("Name branches feature/<ticket>",
                   "Change of plan: name branches <user>/<ticket> instead.")


def test_a_new_value_said_in_a_clause_of_its_own_after_the_old_one():
    assert targets("构建产物放在 S3 上", "构建产物不再放 S3 了,以后放在 R2")
    assert targets("用英文回复。", "以后用日语回复我,不要用英文。")
    # The other clause is about something else: 日志 is not what the record says.
    assert not targets("构建产物放在 S3 上", "不再用 S3 了,日志放在 R2")


def test_quoted_words_are_read_the_same_on_both_sides():
    assert targets("The metrics dashboard is in Grafana under 'billing'.",
                   "The billing metrics dashboard moved from Grafana to Datadog.")


def test_from_now_on_with_another_value_of_the_same_subject_is_a_correction():
    assert targets("Tests use pytest", "From now on, tests use vitest.")
    assert targets("フロントエンドのテストは Jest で実行する",
                   "フロントエンドのテストは今後 Vitest で実行してください")
    assert targets("Reply in English", "Reply in Japanese from now on, not English.")
    # Adding a value is no correction, and without a word of change both are kept
    # (consolidation proposes which holds).
    assert not targets("Tests use pytest", "From now on, tests use hypothesis too.")
    assert not targets("测试用 pytest", "以后测试也用 hypothesis")
    assert not targets("Tests use pytest", "Tests use vitest.")
    # Another relation is another fact: "with pytest" and "in CI".
    assert not targets("Run the tests with pytest", "From now on, run the tests in CI.")


def test_a_bare_switch_before_a_name_marks_it_as_the_new_value():
    assert targets("Go 依赖用 dep 管理", "Go 依赖别用 dep 了,换 go modules。")
    # "改 bug" is fixing one: no change word without a value after "换".
    assert not change_sentences(["提交前先改 bug"])


def test_a_naming_verb_introduces_the_new_name():
    assert targets("称呼用户为老李。", "以后叫我李工,不要叫老李了。")
    assert not targets("称呼用户为老李。", "我的狗叫旺财。")


def test_a_sentence_final_le_says_a_state_changed():
    assert targets("部署需要一个人批准。", "部署需要两个人批准了。")
    assert not targets("部署需要一个人批准。", "合并需要两个人批准了。")


def test_a_value_may_start_with_a_slash():
    assert targets("静态资源路径是 /static/v1。", "静态资源路径已经改成 /static/v2。")


def test_english_verbs_of_amount_and_contractions():
    assert targets("The cache TTL is 60 seconds", "Raise the cache TTL to 300 seconds.")
    assert targets("Lint Python with flake8", "We've moved Python linting over to ruff.")
    assert not targets("The cache TTL is 60 seconds", "Raise the upload limit to 50 MB.")


def test_a_time_word_removed_between_han_characters_does_not_cut_the_run():
    # "现在" removed left "代码合并 需要": 需 alone, where the record has 合并需要.
    assert targets("部署上线需要一个人批准。", "部署上线现在需要两个人批准了。")


def test_what_follows_a_plain_from_is_the_new_value_after_a_negated_one():
    assert targets("热修复从 develop 分支拉。", "热修复不要从 develop 拉了,从 hotfix 分支拉。")
    assert not targets("热修复从 develop 分支拉。", "不要从 develop 拉了,文档从 wiki 拉。")


def test_a_verb_with_to_introduces_a_value_and_a_bare_change_with_le_is_a_cue():
    assert targets("制品推到 Nexus。", "制品以后推到 Artifactory,不用 Nexus 了。")
    assert targets("告警群是 #alerts。", "告警群换了,现在是 #sre-alerts。")
    assert targets("用户住在北京。", "我搬去杭州了,不在北京了。")  # 去: a direction, as 到
    assert change_sentences(["我搬去杭州了"])


def test_a_slashed_value_of_the_record_counts_once():
    assert targets("时间格式用 HH/MM/SS。", "时间格式改用 ISO 8601。")


def test_english_copulas_are_no_subject():
    assert targets("The changelog lives in the docs folder", "The changelog has moved to the wiki.")

# --- the offline path: memdir add / Memory.remember / Memory.save ----------------------

@pytest.fixture
def mem(tmp_path):
    with Memory(tmp_path / "proj", provider="offline", user=False) as memory:
        yield memory


@pytest.mark.parametrize(("old", "new"), UNRELATED)
def test_offline_an_unrelated_statement_is_stored_beside_the_memory(mem, old, new):
    first, _ = mem.save(candidate_from_text(old, "feedback"))
    decision, _ = mem.save(candidate_from_text(new, "feedback"))
    assert decision.action == "store", decision.reason
    records = {r.name: r for r in mem.project.list()}
    assert len(records) == 2
    assert records[first.candidate.name].body == old.strip()
    assert [e.op for e in mem.project.history(first.candidate.name)] == ["create"]


def test_offline_a_correction_still_updates_and_takes_the_new_name(mem):
    mem.save(Candidate("prefer-pytest", "这个项目写测试一律用 pytest,不用 unittest", "feedback"))
    decision, written = mem.save(candidate_from_text("我改主意了,测试改用 vitest", "feedback"))
    assert decision.action == "update" and decision.target.name == "prefer-pytest"
    assert decision.corrects and written.name != "prefer-pytest"
    # The corrected memory is closed, not overwritten: what holds is the correction.
    assert [r.description for r in mem.project.list() if not closed(r)] == \
        [written.description]
    assert mem.project.get("prefer-pytest").superseded_by == written.name
    assert "vitest" in written.description


@pytest.mark.parametrize(("old", "new"), [
    ("用英文回复。", "以后用日语回复我,不要用英文。"),
    ("CI 跑在 Jenkins 上。", "CI 已经从 Jenkins 迁到 GitHub Actions 了。"),
    ("依存関係は npm で管理する。", "今後は依存関係を pnpm で管理するように変更してください。"),
])
def test_offline_a_zh_or_ja_correction_closes_the_record_it_corrects(mem, old, new):
    first, _ = mem.save(candidate_from_text(old, "feedback"))
    decision, written = mem.save(candidate_from_text(new, "feedback"))
    assert decision.action == "update" and decision.corrects, decision.reason
    assert decision.target.name == first.candidate.name
    assert closed(mem.project.get(first.candidate.name))


# --- the model path: Memory(provider=...) ------------------------------------------------

def model_candidate(name, description, **extra):
    return {"name": name, "description": description, "type": "feedback", "body": description,
            "scope": "persistent", "quote": description, **extra}


def turn(text):
    return [{"role": "user", "content": text}, {"role": "assistant", "content": "ok"}]


@pytest.mark.parametrize(("old", "new"), UNRELATED)
def test_model_an_unrelated_statement_is_stored_beside_the_memory(tmp_path, old, new):
    model = ScriptedProvider(json.dumps([model_candidate("first", old)]),
                             json.dumps([model_candidate("second", new)]))
    mem = Memory(tmp_path / "proj", provider=model, user=False)
    mem.after_turn(turn(old))
    report = mem.after_turn(turn(new))
    assert [d.action for d in report.decisions] == ["store"]
    assert sorted(r.name for r in mem.project.list()) == ["first", "second"]
    assert mem.project.get("first").description == old


def test_model_updates_names_the_memory_it_corrects(tmp_path):
    model = ScriptedProvider(
        json.dumps([model_candidate("prefer-pytest", "Use pytest for tests")]),
        json.dumps([model_candidate("tests-vitest", "Use vitest for tests",
                                    updates="prefer-pytest")]))
    mem = Memory(tmp_path / "proj", provider=model, user=False)
    mem.after_turn(turn("use pytest"))
    report = mem.after_turn(turn("vitest from now on"))
    (d,) = report.decisions
    assert (d.action, d.target.name) == ("update", "prefer-pytest")
    assert [(r.name, r.description) for r in mem.project.list() if not closed(r)] == \
        [("tests-vitest", "Use vitest for tests")]
    old = mem.project.get("prefer-pytest")
    assert old.description == "Use pytest for tests" and old.superseded_by == "tests-vitest"
    assert mem.project.get("tests-vitest").supersedes == "prefer-pytest"
    assert "updates" in EXTRACTION_SYSTEM


@pytest.mark.parametrize("field", ["updates", "name"])
def test_model_copying_an_escaped_catalog_name_names_the_memory_it_corrects(tmp_path, field):
    # The catalog shows "[ci] runner" as "\\[ci\\] runner" (a name cannot imitate a line's
    # store annotation); a model copying it as shown named no record, and the correction
    # was stored beside the record it corrects.
    def answer(system, messages, tools):
        assert "\\[ci\\] runner" in messages[-1]["content"]  # what the model was shown
        given = {"updates": "\\[ci\\] runner"} if field == "updates" else {}
        return json.dumps([model_candidate("\\[ci\\] runner" if field == "name" else
                                           "ci-runner-arm", "CI runs on the ARM runners",
                                           **given)])
    model = ScriptedProvider(json.dumps([model_candidate("[ci] runner", "CI runs on x86")]),
                             answer)
    mem = Memory(tmp_path / "proj", provider=model, user=False)
    mem.after_turn(turn("CI runs on x86"))
    report = mem.after_turn(turn("CI runs on the ARM runners"))
    (d,) = report.decisions
    assert (d.action, d.target.name if d.target else None) == ("update", "[ci] runner"), d
    held = [(r.name, r.description) for r in mem.project.list() if not closed(r)]
    assert held == [("ci-runner-arm" if field == "updates" else "[ci] runner",
                     "CI runs on the ARM runners")]
    model.assert_complete()


def test_updates_naming_no_stored_memory_is_a_new_memory():
    d = should_store(Candidate("tests-vitest", "Use vitest", "feedback", updates="nope"), [])
    assert d.action == "store"


def test_the_parser_reads_updates():
    (c,) = parse_candidates(json.dumps([model_candidate("a", "b", updates=" prefer-pytest ")]))
    assert c.updates == "prefer-pytest"
    (c,) = parse_candidates(json.dumps([model_candidate("a", "b")]))
    assert c.updates == ""
