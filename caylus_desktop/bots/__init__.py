"""Built-in players. A bot is ``choose(observation, decision, rng) -> Action``."""
