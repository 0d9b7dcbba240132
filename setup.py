"""Only what pyproject.toml cannot say: find the code's packages, and add the two data folders at
the top of the repository that [tool.setuptools.package-dir] maps into the package.

pyproject.toml takes either a package list or a find directive, and a find directive never sees a
mapped folder; so the code is discovered here and the mapped data packages are named.
"""
from setuptools import find_packages, setup

setup(packages=find_packages(include=["caylus_desktop", "caylus_desktop.*"])
      + ["caylus_desktop.rules_data", "caylus_desktop.assets"])
