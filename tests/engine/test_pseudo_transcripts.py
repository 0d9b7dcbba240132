"""The pseudo-locale's twin of the French transcripts: in ``qps`` every word a game says has
passed through the catalogues, so it is accented; a word still in plain ASCII letters skipped
them (a sentence built by hand, a text the catalogues do not hold). Any English word counts
here, not only the function words the French test looks for."""
from __future__ import annotations

import re

import pytest

from caylus_desktop.engine.voice import Voice
from caylus_desktop.tools.transcript import transcript
from tests.conformance.test_every_game import CASES
from tests.engine.test_french_transcripts import NAMES, _played

# a run of two or more ASCII letters ("q" alone has no accented form in the pseudo-locale)
PLAIN = re.compile(r"(?<![^\W\d_])[A-Za-z]{2,}(?![^\W\d_])")


def plain_words(line: str) -> list[str]:
    """The words of ``line`` left in plain ASCII (the seats' names aside)."""
    return sorted({w for w in PLAIN.findall(line) if w not in NAMES})


def test_the_plain_word_finder_finds_words_that_skipped_the_catalogues():
    assert plain_words("[Ýöû þļàý à çàŕð ~~] Anne") == []
    assert plain_words("[Ýöû þļàý the Quarry ~~]") == ["Quarry", "the"]
    assert plain_words("Ŝţàŕţ 12 · Bruno") == []


@pytest.mark.slow
@pytest.mark.parametrize("game,players,options", [pytest.param(*c.values, id=c.id) for c in CASES])
def test_a_pseudo_locale_transcript_has_no_word_that_skipped_the_catalogues(game, players, options):
    m = _played(game, players, options)
    plain = [(line, words) for line in transcript(m, Voice("qps")) if (words := plain_words(line))]
    assert not plain, f"{len(plain)} lines with words outside the catalogues, e.g. {plain[:5]}"
