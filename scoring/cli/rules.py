"""``mahjong-score rules``: a rule set's reference, and house rule files.

::

    mahjong-score rules bmja                          # the reference of a rule set
    mahjong-score rules copy bmja club.toml --name "Club rules"
    mahjong-score rules set club.toml exposed-pung-minor points=4
    mahjong-score rules set club.toml limit=2000 name="Club rules 2027"
    mahjong-score rules diff bmja club.toml --json

The first word after ``rules`` tells them apart: ``copy``, ``set`` and ``diff`` are
the commands, anything else a rule set's id or a rule file. Bad input raises a
MahjongError; ``scoring.cli.main`` prints it on one line (status 2). ``rules copy``
and ``rules set`` write the whole file or nothing (a change the file's checks refuse
leaves it byte for byte as it was).
"""

from __future__ import annotations

import argparse
import json
from typing import Any, NoReturn

from scoring.errors import MahjongError

#: the commands of ``rules``; any other first word is a rule set
COMMANDS = ("copy", "set", "diff")
#: the commands that write a file
WRITING = ("copy", "set")

_DESCRIPTION = """\
Print the rules reference of a rule set (a built-in id or a rule file), or make and
change house rule files. The first word tells them apart: copy, set and diff are
commands (see mahjong-score rules copy --help), anything else is a rule set.

  rules ID|PATH                                the rules reference (Markdown)
  rules copy ID|PATH FILE [--id NEW] [--name NAME]
                                               a house rule file: a copy of a rule
                                               set with every comment and source
  rules set FILE RULE_ID KEY=VALUE...          a rule's points, doubles, limit (true
                                               or a share such as 0.5), enabled
  rules set FILE PENALTY_ID KEY=VALUE...       a penalty's points or limit (a part
                                               such as 0.5), payers, payees
  rules set FILE KEY=VALUE...                  the file's own keys: limit, name, ...
  rules diff A B [--json]                      what differs between two rule sets
"""


class _Parser(argparse.ArgumentParser):
    """Errors in one line, exit status 2 (as the main parser)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message}\n")


def add_rules_parser(sub: argparse._SubParsersAction[Any]) -> None:
    """The ``rules`` command: a rule set's reference, or ``copy``, ``set``, ``diff``
    with their own arguments (read by :func:`run_rules`)."""
    r = sub.add_parser("rules", help="print the rules reference of a rule set; copy, "
                                     "change and compare house rule files",
                       description=_DESCRIPTION,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    r.add_argument("ruleset", metavar="ID|PATH|copy|set|diff")
    r.add_argument("arguments", nargs=argparse.REMAINDER,
                   help="the arguments of copy, set or diff")


def _command_parser(command: str) -> argparse.ArgumentParser:
    prog = f"mahjong-score rules {command}"
    if command == "copy":
        p = _Parser(prog=prog, description="Write a copy of a rule set (a built-in one "
                    "or a rule file) as a house rule file, keeping every comment, "
                    "source and quote; only its id (and name) change.")
        p.add_argument("source", metavar="ID|PATH", help="the rule set to copy")
        p.add_argument("file", metavar="FILE", help="the house rule file to write (a new "
                                                     "file: an existing one is refused)")
        p.add_argument("--id", dest="new_id", metavar="NEW",
                       help="the copy's id (default: the old id with -house; a copy of "
                            "a house set numbered: x-house -> x-house-2 -> x-house-3)")
        p.add_argument("--name", help="the copy's name (default: the old name)")
    elif command == "set":
        p = _Parser(prog=prog, description="Change values of a house rule file, checked "
                    "as loading checks them; the rest of the file, comments included, "
                    "stays as it is. A change that would make the file invalid is "
                    "refused and the file is left as it was.",
                    epilog="A rule's keys: points, doubles, limit (true, or a share such "
                    "as 0.5), enabled (false: switched off, kept in the file). A "
                    "penalty's keys: points, limit (a part of the limit such as 0.5), "
                    "payers, payees (a penalty cannot be switched off). The file's "
                    "keys: id, name, description, source, tiles, limit (a number or "
                    "none), limit_source, max_chows, special_bonus, undeclared_kong, "
                    "rotation.KEY, settlement.KEY. A VALUE is read as TOML (4, 0.5, "
                    "true, \"text\"), else as the text it is.")
        p.add_argument("file", metavar="FILE", help="the house rule file")
        p.add_argument("changes", nargs="+", metavar="[RULE_ID] KEY=VALUE",
                       help="a rule's (or a penalty's) id and its new values, or the "
                            "file's own new values")
    else:
        p = _Parser(prog=prog, description="What differs between two rule sets: their "
                    "rules by id (added, removed, changed values) and the file's own keys.")
        p.add_argument("a", metavar="A", help="a rule set's id or a rule file")
        p.add_argument("b", metavar="B", help="another")
        p.add_argument("--json", action="store_true",
                       help="print {a, b, file, added, removed, changed} as JSON")
    return p


def command_args(args: argparse.Namespace) -> argparse.Namespace | None:
    """The arguments of ``rules copy|set|diff`` (None for a rule set's reference)."""
    if args.ruleset not in COMMANDS:
        if args.arguments:
            raise MahjongError("unrecognized arguments: {args} (rules prints the "
                               "reference of one rule set; its commands: copy, set, diff)",
                               args=" ".join(args.arguments))
        return None
    sub = _command_parser(args.ruleset).parse_args(args.arguments)
    from scoring.schema import is_text
    for key in ("new_id", "name", "changes"):
        value = getattr(sub, key, None)
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, str) and not is_text(item):
                raise MahjongError("'{item}': not UTF-8 text (it holds bytes that are not "
                                   "UTF-8)", item=item)
    return sub


def run_rules(args: argparse.Namespace) -> int:
    """Run ``rules``: print a reference, or run ``copy``, ``set`` or ``diff``."""
    sub = command_args(args)
    if sub is None:
        from scoring.cli.kinds import cli_kind
        from scoring.games.kinds import kind_class
        from scoring.rules.ruleset import ruleset_game
        kind = cli_kind(kind_class(ruleset_game(args.ruleset)).name)
        print(kind.reference(args.ruleset), end="")
        return 0
    if args.ruleset == "copy":
        return _copy(sub)
    if args.ruleset == "set":
        return _set(sub)
    return _diff(sub)


def _copy(args: argparse.Namespace) -> int:
    from pathlib import Path

    from scoring.records.output import output_path, write_output
    from scoring.rules.house_file import copy_id, copy_rules
    from scoring.rules.ruleset import read_rule_text, ruleset_game
    if ruleset_game(args.source) == "ponjan":
        raise MahjongError("{source}: a Ponjan rule set: house rule files are made of "
                           "classical rule sets", source=args.source)
    text, name = read_rule_text(args.source)
    target = output_path(args.file, [args.source])
    if target.exists():
        raise MahjongError("{file}: the file exists: rules copy writes a new file (give "
                           "another name, or change that file with rules set)",
                           file=args.file)
    from scoring.rules.ruleset import parse_ruleset
    old = parse_ruleset(text, name)
    new_id = args.new_id if args.new_id is not None else copy_id(old.id)
    edit = copy_rules(text, str(args.file), new_id, args.name)
    write_output(target, edit.text.encode("utf-8"))
    rs = edit.ruleset
    print(f"{Path(args.file)}: {rs.id} ({rs.name}), a copy of {old.id}; "
          f"{len(rs.rules)} rules")
    return 0


def _set(args: argparse.Namespace) -> int:
    from scoring.records.output import output_path, write_output
    from scoring.rules.house_file import parse_assignments, set_file, set_rule
    from scoring.rules.ruleset import read_rule_text
    first, *rest = args.changes
    path = str(args.file)
    if "=" in first:
        rule_id, items = None, args.changes
    else:
        rule_id, items = first, rest
        if not items:
            raise MahjongError("give the new values of rule '{rule}' as KEY=VALUE, such "
                               "as points=4", rule=rule_id)
    values = parse_assignments(items)
    from pathlib import Path

    import scoring.rulesets
    if not Path(args.file).is_file():
        raise MahjongError("{file}: no such rule file (rules set changes a house rule "
                           "file; make one with rules copy)", file=args.file)
    target = output_path(args.file)
    if scoring.rulesets.__file__ and target.parent == Path(
            scoring.rulesets.__file__).resolve().parent:
        raise MahjongError("{file}: a built-in rule set is not changed: make a house "
                           "rule file of it with rules copy", file=args.file)
    text, _ = read_rule_text(str(target))
    if rule_id is None:
        edit = set_file(text, path, values)
    else:
        edit = set_rule(text, path, rule_id, values)
    if edit.text == text:
        print(f"{args.file}: unchanged (it already says so)")
        return 0
    write_output(target, edit.text.encode("utf-8"))
    shown = ", ".join(f"{k}={_toml(v)}" for k, v in values.items())
    what = ""
    if rule_id is not None:
        rs = edit.ruleset
        rule = any(r.id == rule_id for r in (*rs.rules, *rs.disabled))
        what = f"{'rule' if rule else 'penalty'} {rule_id}: "
    print(f"{args.file}: {what}{shown}")
    return 0


def _toml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return json.dumps(value, ensure_ascii=False) if isinstance(value, str) else str(value)


def _diff(args: argparse.Namespace) -> int:
    from scoring.rules.ruleset import load_ruleset
    from scoring.rules.ruleset_diff import diff_rulesets
    result = diff_rulesets(load_ruleset(args.a), load_ruleset(args.b))
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False))
    else:
        print(result.text())
    return 0


def add_what_if_option(p: argparse.ArgumentParser) -> None:
    """``--rules ID|PATH`` of ``game show``: the game under other rules."""
    p.add_argument("--rules", metavar="ID|PATH",
                   help="what if: the game recomputed under these rules instead of its "
                        "own (nothing is stored); the text says which hands they cannot "
                        "score")


def show_what_if(game: Any, args: argparse.Namespace, sheet_text: Any,
                 sheet_json: Any) -> None:
    """Print ``game`` (a Game) under the rules of ``args.rules``, as ``game show``
    prints a game (its ``sheet_text`` and ``sheet_json``), with what the what-if
    says first (text) or under ``what_if`` (JSON)."""
    from scoring.records.what_if import game_what_if
    from scoring.rules.ruleset import load_ruleset
    ruleset = load_ruleset(args.rules)
    what = game_what_if(game, ruleset, f"game {game.id}")
    if args.json:
        found = sheet_json(what.game)
        played, under = what.balances()
        found["what_if"] = {
            "rules": {"id": ruleset.id, "name": ruleset.name, "path": args.rules},
            "game_rules": game.ruleset.id,
            "hands_scoring_differently": list(what.changed),
            "unscorable": [u.to_dict() for u in what.unscored],
            "played_balances": list(played)}
        print(json.dumps(found, ensure_ascii=False))
        return
    played, under = what.balances()
    lines = [what.header(ruleset, args.rules)]
    lines += [f"  {name}: {new:+d} (played: {old:+d}, {new - old:+d})"
              for name, old, new in zip(game.players, played, under, strict=True)]
    print("\n".join(lines) + "\n")
    # the sheet's words for a stored hand that no longer scores, said of these rules
    print(sheet_text(what.game).replace("! no longer scores (", "! cannot be scored under "
                                        "these rules (").replace(
        "): counted as 0 until edited", "): counted as 0"))
