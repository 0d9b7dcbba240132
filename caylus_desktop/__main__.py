import sys

from caylus_desktop.cli import main

sys.exit(main())
