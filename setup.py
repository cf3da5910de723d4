"""Package discovery for the wheel; everything else is declared in pyproject.toml.

The packages are found, never listed, so a new folder under ``skat_desktop/``
can not be left out of the wheel (namespace discovery also takes a folder that
lacks an ``__init__.py``). ``resources/`` and ``translations/`` sit at the top of
the fixed repository layout and are mapped into the package; pyproject.toml
cannot combine discovery with such a mapping, which is why this file exists.
"""

from setuptools import find_namespace_packages, setup

setup(
    packages=[
        *find_namespace_packages(include=["skat_desktop", "skat_desktop.*"]),
        "skat_desktop.resources",
        "skat_desktop.translations",
    ],
)
