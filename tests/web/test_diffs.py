from memdir.web.diffs import changed, side_by_side


def test_a_changed_line_is_paired_with_its_old_version():
    rows = side_by_side("a\nb\nc", "a\nB\nc")
    assert [(r.kind, r.old, r.new) for r in rows] == [
        ("equal", "a", "a"), ("replace", "b", "B"), ("equal", "c", "c")]
    assert changed(rows)


def test_a_created_record_is_all_insertions():
    rows = side_by_side(None, "x\ny")
    assert [r.kind for r in rows] == ["insert", "insert"]
    assert [r.new_no for r in rows] == [1, 2]


def test_long_unchanged_runs_fold_into_one_row():
    old = "\n".join(f"line {i}" for i in range(40))
    new = old.replace("line 20", "LINE 20")
    rows = side_by_side(old, new, context=2)
    kinds = [r.kind for r in rows]
    assert kinds == ["skip", "equal", "equal", "replace", "equal", "equal", "skip"]
    assert rows[1].old_no == 19


def test_identical_texts_show_no_change():
    assert not changed(side_by_side("same", "same"))


def test_lines_added_at_the_end_keep_their_context():
    rows = side_by_side("a\nb\nc\nd\ne", "a\nb\nc\nd\ne\nf", context=2)
    assert [(r.kind, r.new) for r in rows] == [
        ("skip", None), ("equal", "d"), ("equal", "e"), ("insert", "f")]
