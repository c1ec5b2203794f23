"""The window's shared colours and styles: the colour of what is wrong, of what is
still to be entered, and the look of the checkable tool buttons (modes, sources)."""

from __future__ import annotations

#: what is wrong: an error's text, a field's frame, a tile with no copy left, the dealer
ERROR_COLOR = "#b3261e"
#: what is still to be entered (not an error)
HINT_COLOR = "#1f5fbf"
#: a checked toggle button: white on this blue, with a darker edge when framed
CHECKED_FILL = "#2f5f98"
CHECKED_EDGE = "#1f446f"


def toggle_style(padding: str = "2px 6px", framed: bool = True, hover: bool = False) -> str:
    """The style sheet of a checkable QToolButton, white on blue when checked.
    ``framed``: rounded corners, a darker edge when checked and a frame in the
    highlight colour while it has the focus (the hands' mode buttons); else square,
    with no edge of its own (the situation's source buttons). ``hover``: a lighter
    background under the mouse (checked stays blue)."""
    rounded = " border-radius: 3px;" if framed else ""
    edge = f" border-color: {CHECKED_EDGE};" if framed else ""
    rules = [f"QToolButton {{ padding: {padding}; border: 1px solid palette(mid);{rounded}"
             " background: palette(button); }"]
    if hover:
        rules.append("QToolButton:hover { background: palette(midlight); }")
    rules.append(f"QToolButton:checked {{ background: {CHECKED_FILL}; color: white;{edge} }}")
    if framed:
        rules.append("QToolButton:focus { border: 2px solid palette(highlight); }")
    return "\n".join(rules)
