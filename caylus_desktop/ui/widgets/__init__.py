"""Hand-drawn widgets. They are immediate-mode: drawing one registers where it
can be clicked, so what is clickable is always exactly what was drawn."""
