"""Credentials a URL carries: a webhook whose secret is a part of its path or query, a
push service's device key, a signed URL.

Whoever holds such a URL can post to the channel, push to the phone or read the object until
it expires, so the URL is the secret itself, with no word for it around. Each is known by its
host and the shape of the part that is the key (`URL_PATTERNS`, read with the other provider
formats by `secret_detectors`).

Every pattern is anchored by its host or a query's name and bounded, so scanning is linear.
"""

from __future__ import annotations

URL_PATTERNS: tuple[tuple[str, str], ...] = (
    # Webhooks whose secret is a part of the URL's path or query.
    ("a Feishu/Lark bot webhook",
     r"open\.(?:feishu\.cn|larksuite\.com)/open-apis/bot/v2/hook/[0-9A-Za-z\-]{20,}"),
    ("a WeCom bot webhook",
     r"qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=[0-9a-f\-]{20,}"),
    ("a Google Chat webhook", r"chat\.googleapis\.com/v1/spaces/[^\s/?]{1,100}/messages\?"
     r"[^\s]{0,200}?token=[A-Za-z0-9_\-%]{20,}"),
    ("a Zapier webhook", r"hooks\.zapier\.com/hooks/catch/\d{3,12}/[A-Za-z0-9]{5,}"),
    ("an IFTTT webhook key", r"maker\.ifttt\.com/(?:trigger/[^\s/]{1,100}/with/)?key/"
     r"[A-Za-z0-9_\-]{16,}"),
    ("a Mattermost webhook", r"/hooks/[a-z0-9]{26}(?![A-Za-z0-9])"),
    # Deploy hooks: whoever holds the URL rebuilds and publishes the site.
    ("a Netlify build hook", r"api\.netlify\.com/build_hooks/[0-9a-f]{24}(?![0-9A-Za-z])"),
    ("a Vercel deploy hook", r"api\.vercel\.com/v1/integrations/deploy/prj_[A-Za-z0-9]{10,}"
     r"/[A-Za-z0-9]{8,}"),
    # Home Assistant's webhook id is the whole of its secret: a random run (a name such as
    # /api/webhook/garage_door is short and has no digit).
    ("a Home Assistant webhook", r"/api/webhook/(?=[A-Za-z_\-]{0,63}\d)[A-Za-z0-9_\-]{24,}"
     r"(?![A-Za-z0-9_\-])"),
    # Bark pushes to one iPhone by the device key that is the URL's first segment
    # ("https://api.day.app/<key>/title/body"): anyone with it can push to that phone.
    ("a Bark push key", r"(?<![\w.\-])api\.day\.app/[A-Za-z0-9]{16,40}(?![A-Za-z0-9])"),
    # A signed URL grants access to whoever holds it until it expires.
    ("a signed URL", r"(?i)[?&](?:x-amz-signature|x-goog-signature|q-signature)="
     r"[0-9a-f]{40,}|[?&]Signature=[A-Za-z0-9%+/=_~\-]{20,}"),
)

__all__ = ["URL_PATTERNS"]
