"""The rules a player needs, each as the book says it and the F1 entry that says it, in English and
in French: dropping a rule from the rules browser fails here. The quotes are the French rulebooks'
(/work/shared/seeds/*.txt, the authority), cleaned of the Caylus scan's odd characters."""
from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from caylus_desktop.engine.rules import rules_for
from caylus_desktop.ui.i18n import Speech
from caylus_desktop.ui.rulebook import Section, fold, rulebook


@dataclass(frozen=True)
class Rule:
    book: str                    # the book's sentence
    entry: tuple[str, str]       # the F1 entry that says it: its title in English and in French
    en: tuple[str, ...]          # what that entry must say, in English
    fr: tuple[str, ...]          # and in French
    section: tuple[str, str] | None = None  # the section, where two entries share a title


NEEDED: dict[str, list[Rule]] = {
    "caylus": [
        Rule("Le joueur placé sur la case 1 prend 5 deniers dans le stock. Les joueurs placés sur les cases 2 et 3 "
             "prennent 6 deniers. Les joueurs placés en 4 et 5 en prennent 7.",
             ("Each player", "Chaque joueur"), ("5 for the first, 6 for the second and third, 7 for the fourth and fifth",),
             ("5 pour le premier, 6 pour le deuxième et le troisième, 7 pour le quatrième et le cinquième",)),
        Rule("Le premier joueur à passer gagne immédiatement 1 denier du stock.", ("Passing", "Passer"),
             ("The first player to pass takes 1 denier",), ("Le premier joueur à passer gagne immédiatement 1 denier du stock",)),
        Rule("Il est interdit de placer un ouvrier sur un bâtiment de prestige (bleu), un bâtiment résidentiel (vert) "
             "ou sur une case non construite.", ("Where a worker may go", "Où poser un ouvrier"),
             ("No worker on a prestige building, a residence or an empty space",),
             ("Il est interdit de placer un ouvrier sur un bâtiment de prestige (bleu), un bâtiment résidentiel (vert)",)),
        Rule("Le joueur propriétaire de ce bâtiment marque immédiatement un point de prestige.",
             ("Where a worker may go", "Où poser un ouvrier"), ("its owner scores 1 prestige point at once",),
             ("le propriétaire marque aussitôt 1 point de prestige",)),
        Rule("Le prévôt ne peut reculer sur le pont ou sur les bâtiments spéciaux, ni aller au-delà de la dernière "
             "case de la piste.", ("Moving the provost", "Déplacer le prévôt"),
             ("never moves back onto the bridge or the special buildings",),
             ("Le prévôt ne peut reculer sur le pont ou sur les bâtiments spéciaux",)),
        Rule("il perd 2 points de prestige (il n'est pas possible d'avoir moins de 0 point)",
             ("Scoring the castle", "Les décomptes du château"), ("ever go below 0",), ("ne descendent jamais sous 0",)),
        Rule("Cette pénalité ne s'applique pas si, lors de la construction des Tours, l'un des joueurs n'a pas pu "
             "dépenser de lot à cause du manque de place (s'il possède un lot, il garde ses cubes et ne perd aucun "
             "point).", ("The castle", "Le château"), ("a player holding a batch keeps it and loses nothing",
                                                       "a player with no batch still loses 2 points"),
             ("qui possède un lot le garde et ne perd rien", "qui n'en a aucun perd quand même 2 points"),
             section=("A round", "Une manche")),
        Rule("il doit immédiatement choisir une ligne et, si possible, avancer son marqueur d'un niveau vers la droite",
             ("Royal favours", "Faveurs du Roi"), ("move its marker one step to the right if possible",),
             ("si possible, avancez son marqueur d'un cran",)),
        Rule("Les colonnes 3 et 4 ne sont accessibles qu'après le décompte du Donjon […] la colonne 5 n'est "
             "accessible qu'après le décompte des Murailles", ("Royal favours", "Faveurs du Roi"),
             ("3-4 after the Dungeon scoring, 5 after the Walls scoring",),
             ("3 et 4 après le décompte du Donjon, 5 après celui des Murailles",)),
        Rule("Si un joueur gagne plusieurs faveurs lors de la même phase […], il doit obligatoirement les utiliser "
             "dans des lignes différentes.", ("Royal favours", "Faveurs du Roi"),
             ("go to different rows", "no more than 4 in one phase"),
             ("dans des lignes différentes", "pas gagner plus de 4 faveurs lors d'une même phase")),
        Rule("Chaque joueur commence la partie avec 5 deniers.", ("Two players", "À deux joueurs"),
             ("each player starts with 5 deniers",), ("chaque joueur commence avec 5 deniers",)),
        Rule("Les joueurs alternent à la première place : l'ordre du tour change au début de chaque tour. […] "
             "On n'utilise donc pas les écuries.", ("Two players", "À deux joueurs"),
             ("swap places at the start of each round", "the Stables are not used"),
             ("Les joueurs alternent à la première place", "On n'utilise donc pas les écuries")),
        Rule("Quand un joueur passe, l'autre joueur doit payer 3 deniers (au lieu de 2 dans la règle normale) pour "
             "jouer dans un bâtiment ne lui appartenant pas ou au château. Les bâtiments lui appartenant coûtent "
             "toujours 1 denier.", ("Two players", "À deux joueurs"),
             ("the other must pay 3 deniers", "His own buildings still cost 1 denier"),
             ("l'autre joueur doit payer 3 deniers", "Ses propres bâtiments coûtent toujours 1 denier")),
        Rule("3 points par cube d'or restant, 1 point par lot de 3 cubes restant (autres que l'or), 1 point par lot "
             "de 4 deniers restant.", ("The last count", "Le compte final"),
             ("3 points per gold cube, 1 point per 3 other cubes and 1 point per 4 deniers",),
             ("3 points par cube d'or, 1 point par lot de 3 autres cubes et 1 point par 4 deniers",)),
        Rule("En cas d'égalité pour la première place, tous les joueurs ex-aequo l'emportent.",
             ("The most prestige points", "Le plus de points de prestige"), ("tied players share the win",),
             ("les ex aequo partagent la victoire",)),
        Rule("Le jeu est découpé en tours.", ("Seven phases", "Sept phases"), ("calls a round « tour »",),
             ("La règle appelle une manche un « tour »",)),
    ],
    "magna-carta": [
        Rule("Chaque joueur prend 2 cubes de nourriture, 2 cubes de bois, et 4 deniers.", ("Each player", "Chaque joueur"),
             ("2 food, 2 wood, 4 deniers",), ("2 nourritures, 2 bois, 4 deniers",)),
        Rule("Les joueurs mélangent ensuite leurs cartes et forment chacun une pile face cachée",
             ("Each player", "Chaque joueur"), ("face-down pile",), ("une pile face cachée",)),
        Rule("Dans ce jeu, l'or est une ressource joker. Un cube d'or est donc équivalent à un cube de n'importe quel "
             "autre type, que ce soit pour construire des bâtiments ou des éléments du Château.",
             ("Gold is a joker", "L'or est un joker"), ("to build a building", "as well as in a castle lot"),
             ("que ce soit pour construire des bâtiments ou des éléments du Château",)),
        Rule("Le premier joueur qui passe prend 1 denier du stock.", ("Passing", "Passer"),
             ("The first player to pass takes 1 denier",), ("Le premier joueur qui passe prend 1 denier du stock",)),
        Rule("Il est interdit de placer un ouvrier sur un bâtiment résidentiel ou sur un bâtiment de prestige.",
             ("Workers", "Les ouvriers"), ("none on a residence or a prestige building",),
             ("Il est interdit de placer un ouvrier sur un bâtiment résidentiel ou sur un bâtiment de prestige",)),
        Rule("Si un joueur a placé un ouvrier sur l'un de ses propres bâtiments, il ne bénéficie que de l'effet "
             "principal et ne peut en aucun cas choisir l'effet secondaire.", ("Workers", "Les ouvriers"),
             ("A worker on your own building gets only the main effect",),
             ("ne bénéficie que de l'effet principal et ne peut en aucun cas choisir l'effet secondaire",)),
        Rule("place le bâtiment de prestige sur l'un de ses bâtiments résidentiels. […] Il n'est pas possible de "
             "construire un bâtiment de prestige si l'on ne dispose pas de bâtiment résidentiel.",
             ("Prestige buildings", "Les bâtiments de prestige"),
             ("placed on one of your residences", "Without a residence, no prestige building"),
             ("se pose sur l'un de ses bâtiments résidentiels", "si l'on ne dispose pas de bâtiment résidentiel")),
        Rule("Les jetons de points de prestige sont pris dans un certain ordre, d'abord ceux du Donjon (couleur rouge), "
             "puis ceux des Murailles (orange) et enfin ceux des Tours (jaune).", ("The castle's tokens", "Les jetons du château"),
             ("the Dungeon's first (red), then the Walls' (orange), then the Towers' (yellow)",),
             ("d'abord ceux du Donjon (couleur rouge), puis ceux des Murailles (orange) et enfin ceux des Tours (jaune)",)),
        Rule("Le joueur ayant donné le plus grand nombre de lots pendant cette phase prend au stock un cube d'or. En cas "
             "d'égalité, c'est le premier joueur à avoir donné ce nombre de lots qui prend ce cube d'or.",
             ("The castle's tokens", "Les jetons du château"),
             ("on a tie, the first player to have given that number of lots takes it",),
             ("En cas d'égalité, c'est le premier joueur à avoir donné ce nombre de lots qui prend ce cube d'or",)),
        Rule("Si lors de cette phase, aucun joueur n'a proposé de lot, on retire définitivement du jeu deux jetons du "
             "stock de jetons de points de prestige.", ("The castle's tokens", "Les jetons du château"),
             ("two tokens leave the game for good",), ("on retire définitivement du jeu deux jetons du stock",)),
        Rule("Acheter 1 cube du stock (pas d'or) pour 1 denier", ("Peddler", "Colporteur"),
             ("Buy 1 cube from the stock (not gold) for 1 denier",), ("Achetez 1 cube du stock (pas d'or) pour 1 denier",),
             section=("Neutral cards", "Cartes neutres")),
        Rule("chaque joueur ne peut payer que 3 deniers au maximum", ("3. The provost", "3. Le prévôt"),
             ("up to 3 cards",), ("3 cartes au plus",)),
        Rule("Le prévôt est avancé de deux cartes vers la fin de la route", ("6. End of the round", "6. Fin de la manche"),
             ("the provost advances 2 cards",), ("le prévôt avance de 2 cartes",)),
        Rule("La partie s'arrête à la fin du tour où il n'y a plus de jetons de points de prestige disponibles.",
             ("Counting", "Le compte"), ("The round in which the castle's last token goes is the last",),
             ("La manche où part le dernier jeton du château est la dernière",)),
        Rule("chaque cube d'or rapporte 1 PP - chaque groupe de 3 cubes quelconques (pas d'or) rapporte 1 PP - chaque "
             "groupe de 3 deniers rapporte 1 PP", ("Counting", "Le compte"),
             ("1 point per gold cube, 1 per 3 other cubes and 1 per 3 deniers",),
             ("1 point par cube d'or, 1 par lot de 3 autres cubes et 1 par 3 deniers",)),
        Rule("Le jeu est découpé en tours.", ("Six phases", "Six phases"), ("calls a round « tour »",),
             ("La règle appelle une manche un « tour »",)),
    ],
    "caleira": [
        Rule("Distribuez deux cartes à chacun des joueurs", ("The deck and the hands", "Le paquet et les mains"),
             ("Deal 2 cards to each player",), ("Distribuez 2 cartes à chacun",)),
        Rule("Si il n'y a plus de cartes, le jeu continue.", ("Draw, then play one card", "Piocher, puis jouer une carte"),
             ("when the deck is empty, skip this",), ("s'il est vide, sautez cette étape",)),
        Rule("Cette carte peut être jouée face visible ou face cachée.",
             ("Draw, then play one card", "Piocher, puis jouer une carte"), ("face up or face down",),
             ("face visible ou face cachée",)),
        Rule("Les cartes peuvent seulement être placées à gauche ou à droite de la Galerie du Château.",
             ("Draw, then play one card", "Piocher, puis jouer une carte"), ("at the left or right end of your gallery",),
             ("au bout gauche ou droit de votre galerie",)),
        Rule("La Flèche de la princesse ne peut être jouée face visible depuis la main",
             ("Draw, then play one card", "Piocher, puis jouer une carte"),
             ("The Princess' Spire can only be played face down",), ("La Flèche de la princesse ne se joue que face cachée",)),
        Rule("Quand un effet est activé, le propriétaire de la Galerie dans laquelle la carte est posée réalise les "
             "actions proposées par la carte.", ("Effects", "Les effets"), ("its owner carries it out",),
             ("c'est son propriétaire qui l'applique",)),
        Rule("Si deux cartes avec effets sont retournées, le joueur actif choisit celle que l'on résout en premier.",
             ("Effects", "Les effets"), ("the player whose turn it is chooses their order",),
             ("le joueur dont c'est le tour choisit leur ordre",)),
        Rule("les joueurs restants compte alors les points de victoire des cartes face visible qui sont devant eux at "
             "ajoute à ce total un point par carte face cachée.", ("The finest castle", "Le plus beau château"),
             ("a piece face down scores 1",), ("une pièce face cachée vaut 1",)),
        Rule("si un joueur a les trois face visible dans sa Galerie à la fin de la partie, ils valent 3 points chacun.",
             ("The finest castle", "Le plus beau château"), ("Three Battlements face up in the same gallery score 3 each",),
             ("Trois Remparts face visible dans la même galerie valent 3 chacun",)),
        Rule("Si la Flèche de la princesse est détruite par un Trébuchet alors le propriétaire de la Flèche de la "
             "princesse à perdu la partie.", ("Or bring down a Princess' Spire", "Ou abattre une Flèche de la princesse"),
             ("is knocked out",), ("est éliminé",)),
        Rule("Le jeu prends fin lorsqu'il n'y a plus de cartes ni dans le paquet, ni dans la main des joueurs.",
             ("When the cards run out", "Quand les cartes sont épuisées"), ("the deck and every hand are empty",),
             ("le paquet et toutes les mains sont vides",)),
    ],
    "castrum": [
        Rule("Chaque joueur reçoit 5 cartes qu'il conserve dans ses mains faces cachées.",
             ("Hands and the first player", "Les mains et le premier joueur"), ("deal 5 to each player",),
             ("donnez-en 5 à chacun",)),
        Rule("A son tour, chaque joueur peut soit jouer 1 ou 2 cartes, soit se défausser d'une, de 2 ou de 3 cartes. "
             "On ne peut donc pas se défausser et jouer dans un même tour !", ("Play or discard", "Jouer ou défausser"),
             ("never both: play 1 or 2 cards, or discard 1 to 3 cards",), ("jamais les deux : jouer 1 ou 2 cartes, ou en défausser de 1 à 3",)),
        Rule("1 Muraille = 1 Structures (Maçons) + 2 Lapidés (Pierres) + 3 Rustici (Paysans). 1 Tour = 1 Structures + "
             "5 Lapidés + 6 Rustici.", ("Building", "Construire"),
             ("a wall takes 1 mason, 2 stones and 3 peasants; the tower 1 mason, 5 stones and 6 peasants",),
             ("une Muraille demande 1 maçon, 2 pierres et 3 paysans ; la Tour 1 maçon, 5 pierres et 6 paysans",)),
        Rule("Dans ce cas, on peut immédiatement jouer une carte défense (bordure verte) pour annuler les effets de "
             "l'attaque lancée.", ("Defending", "Se défendre"), ("you may at once play the matching defence",),
             ("vous pouvez aussitôt jouer la défense qui lui répond",)),
        Rule("A la fin de chaque tour de table (tous les joueurs ont joué leur tour de jeu), on lance le dé",
             ("The end of a round", "La fin d'une manche"), ("the die is rolled for an event",),
             ("on lance le dé pour un événement",)),
        Rule("A la fin de chaque tour de table", ("The end of a round", "La fin d'une manche"),
             ("calls a round « tour de table »",), ("La règle appelle une manche un « tour de table »",)),
        Rule("PESTE = L'épidémie détruit une carte Rustici et Structures sur deux. Chaque joueur rassemble ses cartes "
             "Rustici et Structures et en retire une sur deux.", ("Plague", "Peste"),
             ("loses one card in two",), ("en retire une sur deux",)),
        Rule("PARTIE CLASSIQUE = la partie se termine quand un joueur a bâti un château complet (1 tour et 4 murailles).",
             ("Four Walls and a Tower", "Quatre Murailles et une Tour"),
             ("The first player to complete a castle, four walls and one tower, wins at once",),
             ("Le premier joueur qui achève son château, quatre Murailles et une Tour, gagne aussitôt",)),
        Rule("on compte les points (1 tour bâtie = 4 pts / 1 muraille = 1pt)", ("Classic and timed games",
             "Partie classique et partie programmée"), ("walls score 1 and towers 4",), ("chaque Muraille vaut 1 et chaque Tour 4",)),
        Rule("Pour une partie programmée (temps de jeu fixé au départ par les joueurs), il devra disposer du plus grand "
             "nombre d'éléments.", ("Timed-game tie", "Égalité en partie programmée"),
             ("the player with more pieces built wins (4 walls beat 1 tower)",),
             ("le joueur qui a bâti le plus de pièces l'emporte (4 Murailles battent 1 Tour)",)),
    ],
}


def _entry(book: list[Section], rule: Rule, lang: str) -> str:
    title = rule.entry[lang == "fr"]
    within = rule.section[lang == "fr"] if rule.section else None
    found = [" ".join(e.lines) for s in book if within in (None, s.title) for e in s.entries if e.title == title]
    assert len(found) == 1, f"{len(found)} F1 entries titled {title!r}" + (f" under {within!r}" if within else "")
    return found[0]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", sorted(NEEDED))
def test_f1_says_every_rule_a_player_needs_as_the_book_says_it(game, lang):
    book = rulebook(game, Speech(lang))
    for rule in NEEDED[game]:
        said = _entry(book, rule, lang)
        for words in (rule.fr if lang == "fr" else rule.en):
            assert fold(words) in fold(said), f"{game} F1 {rule.entry}: the book's « {rule.book} » — {said!r}"


# --- the rulings every game states as rulings -----------------------------------------------------

RULINGS = {
    "caylus": {"A full castle": "holds a batch", "Two Architects": "two", "The Lawyer's points": "We play 4",
               "The first to pass at two players": "it is kept"},
    "magna-carta": {"Income in the introductory game": "keep the 2 deniers",
                    "The introductory set-up and prestige": "built in front of the player",
                    "The Market sells gold": "gold included"},
    "caleira": {"Moats at any player count": "any player count", "Ties": "share the win",
                "Four players without the Moats": "set aside unseen", "A Trebuchet on itself": "destroy itself",
                "A knocked-out player's cards": "discarded"},
    "castrum": {"Timed-game tie": "more pieces built", "Changing an x2 card in hand": "« On peut toujours remplacer",
                "A classic game that never ends": "250 rounds"},
}


@pytest.mark.parametrize("game", sorted(RULINGS))
def test_every_game_says_its_rulings_as_rulings(game):
    for lang, heading in (("en", "Our rulings"), ("fr", "Nos arbitrages")):
        section = next(s for s in rulebook(game, Speech(lang)) if s.title == heading)
        assert len(section.entries) == len(rules_for(game).rulings)
        if lang == "en":
            said = {e.title: " ".join(e.lines) for e in section.entries}
            for topic, words in RULINGS[game].items():
                assert words in said[topic], (game, topic, said.get(topic))


def test_the_caylus_rulings_on_the_lost_building_list_are_what_the_file_plays():
    """The rulings say « We play 4 » for the Lawyer and two Architects: the rules file must agree."""
    defs = rules_for("caylus")
    said = {e.title: " ".join(e.lines) for s in rulebook("caylus", Speech("en")) for e in s.entries}
    assert f"We play {defs.building('lawyer').vp}" in said["The Lawyer's points"]
    assert defs.building("architect").count == 2 and "we play with two" in said["Two Architects"]


def test_the_castrum_round_cap_ruling_names_the_files_cap():
    said = next(" ".join(e.lines) for s in rulebook("castrum", Speech("en")) for e in s.entries
                if e.title == "A classic game that never ends")
    assert f"after {rules_for('castrum').classic_round_cap} rounds" in said


# --- what F1 once said wrong ------------------------------------------------------------------

def _facts(game: str, lang: str, section: str) -> dict[str, str]:
    return {e.title: e.lines[0] for s in rulebook(game, Speech(lang)) if s.title == section for e in s.entries}


def test_caylus_f1_shows_worker_places_only_where_the_data_puts_workers():
    """« Il est interdit de placer un ouvrier sur un bâtiment de prestige (bleu), un bâtiment
    résidentiel (vert) »: F1 once gave "places d'ouvriers : 1" to the residence and every prestige
    building. It reads each building's places from the rules file."""
    defs = rules_for("caylus")
    for lang, section, label in (("en", "Buildings", "places for workers: "), ("fr", "Bâtiments", "places d'ouvriers : ")):
        facts = [e.lines[0] for s in rulebook("caylus", Speech(lang)) if s.title == section for e in s.entries]
        assert len(facts) == len(defs.buildings)
        for b, line in zip(defs.buildings, facts):
            shown = [f for f in line.split(" · ") if f.startswith(label)]
            if b.category in ("residential", "prestige"):
                assert b.slots == 0 and shown == [], (b.id, line)
            else:
                assert b.slots >= 1 and shown == [f"{label}{b.slots}"], (b.id, line)
    assert defs.building("stables").slots == 3 and defs.building("inn").slots == 2


def test_a_residence_given_worker_places_is_refused_at_its_line():
    from caylus_desktop.engine.rules import RulesError, load_rules_text, rules_dir
    from tests.edited_rules import edit

    text = (rules_dir() / "caylus.yaml").read_text(encoding="utf-8")
    broken = edit(text, ("    category: residential\n", "    category: residential\n    slots: 1\n"))
    with pytest.raises(RulesError) as err:
        load_rules_text(broken, "caylus.yaml")
    assert len(err.value.issues) == 1 and "a residential building takes no worker: give 0" in str(err.value.issues[0])


def test_caleira_is_not_called_a_duel():
    """« un micro-jeu constitué de 18 cartes pour 2 à 4 joueurs »"""
    tagline = rules_for("caleira").tagline  # the menu's, from the rules file
    assert "2 à 4 joueurs" in tagline.fr and "2 to 4 players" in tagline.en
    assert "duel" not in tagline.fr.lower() + tagline.en.lower()


@pytest.mark.parametrize("game", sorted(NEEDED))
def test_option_values_show_their_names_never_their_ids(game):
    """F1 once said "par défaut : family" and "shared : …" in French: a choice shows its name."""
    for o in rules_for(game).options:
        if o.type == "bool":  # on/off in the player's language, from the catalogues
            for lang, said in (("en", ("off", "on")), ("fr", ("non", "oui"))):
                entry = next(e for s in rulebook(game, Speech(lang)) if s.title == "Options" for e in s.entries
                             if e.title == o.name.get(lang))
                assert entry.lines[-1].endswith(" " + said[o.default]), (game, o.id, lang, entry.lines)
        if o.type != "choice":
            continue
        ids = set(o.choices)
        for lang in ("en", "fr"):
            entry = next(e for s in rulebook(game, Speech(lang)) if s.title == "Options" for e in s.entries
                         if e.title == o.name.get(lang))
            names = [o.choice_names[c].get(lang) for c in o.choices]
            assert entry.lines[-1].endswith(o.choice_names[o.default].get(lang))
            words = set(" ".join(entry.lines).replace(":", " ").split())
            assert not ids & words, (game, o.id, lang, entry.lines)
            assert all(n in entry.lines[0] for n in names), (game, o.id, lang)


def test_a_choice_option_without_a_name_for_each_choice_is_refused():
    from pydantic import ValidationError

    from caylus_desktop.engine.defs import OptionDef

    with pytest.raises(ValidationError, match="choice_names"):
        OptionDef(id="mode", type="choice", default="a", choices=("a", "b"), name={"en": "M", "fr": "M"},
                  help={"en": "h", "fr": "h"}, choice_names={"a": {"en": "A", "fr": "A"}})


def test_the_castrum_plague_counts_cards_as_the_book_does():
    """« Chaque joueur rassemble ses cartes Rustici et Structures et en retire une sur deux. »"""
    plague = next(e for e in rules_for("castrum").events if e.id == "plague")
    assert "une sur deux" in plague.text.fr and "one card in two" in plague.text.en
    assert "moitié" not in plague.text.fr and "half" not in plague.text.en


def test_the_guide_says_a_favour_moves_the_marker_only_if_possible():
    """« il doit immédiatement choisir une ligne et, si possible, avancer son marqueur d'un niveau »"""
    text = rules_for("caylus").teach.decisions["favour_row"]
    assert "si possible" in text.fr and "if possible" in text.en
    assert "lignes différentes" in text.fr and "different rows" in text.en


def test_magna_carta_says_pile_and_proposer_des_lots_as_the_book_does():
    """« forment chacun une pile face cachée », « les joueurs peuvent […] proposer des lots au château »"""
    import re

    from caylus_desktop.engine.rules import rules_dir

    defs = rules_for("magna-carta")
    french = [line for s in rulebook("magna-carta", Speech("fr")) for e in s.entries for line in e.lines]
    french += [t.fr for t in (*defs.teach.phases.values(), *defs.teach.decisions.values())]
    french += [o.help.fr for o in defs.options]
    catalogue = (rules_dir().parent / "caylus_desktop" / "locale" / "fr" / "LC_MESSAGES" / "magna_carta.po")
    french += [line for line in catalogue.read_text(encoding="utf-8").splitlines() if line.startswith("msgstr")]
    noun = re.compile(r"(?:\b(?:la|les|une|votre|sa|des|de|ma|nouvelle)\s+|\()pioches?\b|\"Pioche\"", re.I)
    assert not [t for t in french if noun.search(t)]
    assert not [t for t in french if "livr" in t.lower()]
    assert any("proposez des lots" in t for t in french)


@pytest.mark.parametrize("game", sorted(NEEDED))
def test_english_names_the_castles_first_section_dungeon(game):
    english = [line for s in rulebook(game, Speech("en")) for e in s.entries for line in (e.title, *e.lines)]
    # a French quote (« … ») may say Donjon; the English words never do
    assert not [line for line in english if "Donjon" in re.sub(r"«[^»]*»", "", line)]


@pytest.mark.parametrize("game, names", [("magna-carta", "« Ferme », « Scierie » et « Carrière »"),
                                         ("caylus", "« Ferme en bois » et « Ferme en pierre »")])
def test_f1_says_why_a_buildings_name_differs_from_the_book(game, names):
    note = next(" ".join(e.lines) for s in rulebook(game, Speech("fr")) for e in s.entries if e.title == "Les noms des bâtiments")
    assert names in note
    defs = rules_for(game)
    titles = {e.title for s in rulebook(game, Speech("fr")) for e in s.entries}
    buildings = defs.buildings
    assert {b.name.fr for b in buildings} <= titles  # the card's own name heads its entry


def test_the_menu_shows_a_choices_name_and_cycles_it(app):
    from tests.ui.driver import click, click_button

    menu = app.top
    app.dirty = True
    app.step()
    click(app, menu.hot.named["game:castrum"].center)
    click_button(app, "Family")
    assert menu.options["mode"] == "expert"
    click_button(app, app.tr("settings"))
    click_button(app, "Français")
    click_button(app, app.tr("back"))
    click_button(app, "Expert")
    assert menu.options["mode"] == "family"
    click_button(app, "Familial")
    assert menu.options["mode"] == "expert"


def test_f1_gives_no_cost_or_copies_the_rules_file_does_not():
    """« Le nombre de bâtiments résidentiels disponibles est censé être illimité. »: the residence once
    showed "coût : 0 · exemplaires : 1", and every special building "coût : 0 · points : 0"."""
    facts = _facts("caylus", "fr", "Bâtiments")
    residence = next(" ".join(e.lines) for s in rulebook("caylus", Speech("fr")) for e in s.entries
                     if e.title == "Bâtiment résidentiel")
    assert "exemplaires" not in residence and "coût" not in residence and "autant qu'il faut" in residence
    assert facts["Porte"] == "type : spécial · places d'ouvriers : 1"
    assert "exemplaires : 2" in facts["Architecte"] and "coût : 1 pierre + 1 nourriture" in facts["Architecte"]
