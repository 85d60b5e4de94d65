#!/usr/bin/python3
"""
A window holding only a WebKitGTK view, for WebKitWebDriver (webkit.spec.ts starts it as
`webkitgtk:browserOptions.binary`): Debian's MiniBrowser cannot be narrower than 447 px, this one
is as small as a phone. Arguments after WebKitWebDriver's own `--automation`:
  --size=WIDTHxHEIGHT  the window's inner size (default 390x844)
  --no-script          pages run none of their own scripts (WebDriver's scripts still run, in
                       their own world, so the test can read the page)
"""
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

NAME = "navdhara-webkit"
width, height = 390, 844
page_scripts = True
for arg in sys.argv[1:]:
    if arg.startswith("--size="):
        width, height = (int(n) for n in arg[len("--size=") :].split("x"))
    elif arg == "--no-script":
        page_scripts = False

# Nothing kept from one run to the next (no disk cache): each run tests the pages served now.
context = WebKit2.WebContext.new_ephemeral()
context.set_automation_allowed("--automation" in sys.argv)
windows = []


def create_web_view(_session):
    view = WebKit2.WebView(web_context=context, is_controlled_by_automation=True)
    view.get_settings().set_enable_javascript_markup(page_scripts)
    window = Gtk.Window()
    window.set_default_size(width, height)
    window.add(view)
    view.connect("close", lambda _view: window.destroy())
    window.connect("destroy", lambda _window: windows.remove(window) or None)
    window.show_all()
    windows.append(window)
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name(NAME)
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect("create-web-view", create_web_view)


context.connect("automation-started", automation_started)
Gtk.main()
