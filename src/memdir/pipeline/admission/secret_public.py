"""Values in a credential's shape that are public by design, taken out of a text before the
scan so that no layer reads them as keys.

- A Firebase web app's config (``firebaseConfig = {apiKey: "AIza…", authDomain:
  "….firebaseapp.com", messagingSenderId: …}``) ships in every page's JavaScript: its
  ``apiKey`` only names the project to Google's servers (Firebase's documentation says so;
  access is the security rules' business). The same ``AIza…`` key named alone, or in any
  other assignment, is still refused: a Maps or Gemini key is a secret.
- The same config of an iOS or an Android app: ``GoogleService-Info.plist``'s ``<key>API_KEY
  </key><string>AIza…</string>`` beside its ``GCM_SENDER_ID`` / ``GOOGLE_APP_ID``, and
  ``google-services.json``'s ``"current_key": "AIza…"`` beside its ``mobilesdk_app_id``:
  each ships inside the app. A plist's ``GMSApiKey`` (a Maps key) is still refused.

(Other public values are known where they are read: a publishable key, a CAPTCHA's site key
and Square's application id in `secret_benign`; a documented or an unsigned JWT in
`secret_values`.)
"""

from __future__ import annotations

from memdir.foundation import lazy_re as re

# What only a Firebase web config holds beside its apiKey.
_FIREBASE_CONFIG = re.compile(r"firebaseapp\.com|messagingSenderId|firebaseConfig"
                              r"|(?i:firebase)[^\n]{0,40}(?:authDomain|initializeApp)"
                              r"|<key>(?:GCM_SENDER_ID|GOOGLE_APP_ID)</key>|\"mobilesdk_app_id\"")
_API_KEY_FIELD = re.compile(r"""(?P<key>["']?apiKey["']?[ \t]{0,3}[:=][ \t]{0,3}["']?"""
                            r"|<key>API_KEY</key>\s{0,20}<string>"
                            r"""|"current_key"[ \t]{0,3}:[ \t]{0,3}")"""
                            r"AIza[0-9A-Za-z_\-]{30,40}(?![0-9A-Za-z_\-])")


def without_public_values(text: str) -> str:
    """``text`` with a Firebase app config's API key blanked."""
    if not ("apiKey" in text or "API_KEY" in text or "current_key" in text) \
            or not _FIREBASE_CONFIG.search(text):
        return text
    return _API_KEY_FIELD.sub(lambda m: m.group("key") + " ", text)


__all__ = ["without_public_values"]
