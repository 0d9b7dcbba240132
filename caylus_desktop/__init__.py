"""caylus-desktop: four castle-building games at one computer."""
__version__ = "0.1.0"
