"""Secrets said in prose, the sixth round: forms the earlier rounds did not hold, in
English, Chinese (Simplified, a few Traditional) and Japanese, written and committed before
any rule ran on it.

The forms: credential files pasted whole (a Google Cloud or Firebase service-account JSON
with its private key, `.netrc`, `.pgpass`, `~/.docker/config.json` auths, a kubeconfig's
client-key-data or service-account token, `~/.aws/credentials` with a session token,
`~/.aliyun/config.json`, doctl's config); a header or a body (httpie's `Authorization:"Bearer
…"`, a `Set-Cookie` or `Cookie:` header carrying a logged-in session, `X-ChatWorkToken`,
`X-Cybozu-API-Token`, `X-Postmark-Server-Token`, Azure OpenAI's `api-key`, a JSON login body
with its password); connection strings (Azure Storage `AccountKey=`, Service Bus
`SharedAccessKey=`, a Sentry DSN of the old form that carries its secret); a Dockerfile `ENV`
or `ARG`, a Makefile, a Jupyter cell, YAML anchors and merge keys, `heroku config:set`,
`client.run(…)`; a key wrapped across two lines; a password in a URL's query string and in an
OAuth token URL; a password told with no label ("if IT needs my laptop, it's …",
'开机输的是…', '…で入ってます'); GitHub recovery codes, seed phrases (BIP-39 in English,
Chinese and Japanese words), bank cards with their CVV; a forwarded mail with a temporary
password; webhooks that are credentials (WeCom, Feishu with its signing secret); keys of
providers the earlier rounds did not name (Vercel, SendGrid, Twilio, Shopify, Cloudflare,
Supabase's service_role JWT, Atlassian, PayPal, Groq, DigitalOcean, Tencent Cloud, Alibaba
Cloud, DashScope, WeChat Pay, Alipay, Baidu AI, LINE, Chatwork, Backlog, kintone, Notion,
Postmark, Replicate, Gemini, Vault, Discord bots, 1Password service accounts, Square,
Databricks, Airtable, Mistral).

Beside them, look-alikes a memory may well hold: values public by design (a Firebase web
config, a Sentry DSN with its public key only, a reCAPTCHA site key, Square's applicationId,
an Alipay public key, a WeChat Pay certificate serial, a LIFF URL, a kubeconfig's
certificate-authority-data), AWS's documented example keys, an unsigned demo JWT, credential
files that hold no secret (an SSO profile, `credential_process`, `credsStore`,
`credHelpers`, an `exec` plugin), placeholders (`gsk_...`, `secret_xxxxxxxx`, the WeCom docs'
example key), environment references and build secrets, a cookie that clears the session or
keeps a language, a card's last four digits, a company's bank details printed on invoices
(an IBAN, a Chinese corporate account, a Taiwanese remittance account, a Japanese 振込先),
registration numbers (统一社会信用代码, 法人番号), go.sum and Cargo.lock hashes, actions
pinned by SHA, base64 PNGs, a GPG fingerprint, a Notion page id, a RAM role ARN, UUIDs,
chat message ids, tracking numbers, and talk about secrets with no value in it.

Every value here was made up for this file (random); none is a real credential. AWS's
example keys and the WeCom docs' example key are the documented non-working examples.
"""

from __future__ import annotations

_GCP_PRIVATE_KEY = (
    "-----BEGIN PRIVATE KEY-----\\n"
    "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQGMIHQoLg69kvT+\\n"
    "1HmUbdNK4Jq3eYiWU/+bUEzFMR5xPl9Hv4JouVpTj9qVt/ZvQZTdPY84Grhnb8Nh\\n"
    "orUGK5NImUmIM/4XFsrzfacWjTJjpMTTEyhYbGi9EYt6p3kbUM5icGh4aEdR94uW\\n"
    "eyaR6KtG3z6UIHpRklNSJSjF5Fv+bZSzN8NduVVRve14lPwrPfmBIyF10J2er4/H\\n"
    "JJ+MrdRNitABv3kAkh6AeaMmJVRU9LYHZ7jrZVpQT+4RodFNbPGXOkvHXyizlsH/\\n"
    "CvbrlIzGJMcW64A4mBBXFhEAQVGj60BJGEgpVlSBb0YY7iS2vMtaeBj0RKELoglE\\n"
    "cDEqSEuhEonwpkbOgMTPpqGEdZLE9+yhzZWk1ViOHW+WvBzR+ebEFmBF3mad3oZL\\n"
    "61ImE2NDNrRyvWJzr4q/FFX/X26jy0YBfYAqMymr47GAMA+oCCLuRebFELixK9ud\\n"
    "s0XWGq4I9HVUraHzFnvNuAMfRbYh9IMv6o1DnLXhQflj1lLCikyUgbpEjXwfcleU\\n"
    "osqr2ir/Xy+6WpblIRQEMoJIankg+BOUv5ELpTmEQZ1Xr8hqjDFmgCAK7UbQBsYK\\n"
    "203C8Apj4rRLjpJj/hiRTWfAzEqyFZywIyGogFCdhBDXAzVSG7Zi+odGUIlkk1du\\n"
    "Ac/mublVA8/OX1IavkwH5SSzLQuJ8XRwPQGNd6B0gOeW1sHk0p0YKhEFAaTObpZY\\n"
    "xIRiHifAkeUShEqleO2nCXqcoiVNbqAapaNwKPVOTcuD+Efq29hjmflC9zySfPbv\\n"
    "7IQdR7KObi80jZBXO4wXobsNRIDg/Nm3PGJId1uKnrRqVKF64mqakdADhB13iETn\\n"
    "k/lZxkPopHHgmJWV6PHb4u98d7nn97g5IETSP4XyClgzvqsQNcNUbAT19J++Crjk\\n"
    "8G/7aAjD3mvsnId5o2PHEkAirVWg6oIYElLup1Edac8zmOTk07Vo27R1Gs6Wm0Pg\\n"
    "tzpY0jZRrh+D+wBf9VSpNjv5X9X5iH+qJdRzWv7NNzIMY7kvFjdrOtzLDnX4/1PG\\n"
    "et1CY4gmQbe6iQ5CRgc8xcIWWHPXF8qtoN8H6maQV2wn1yZwzW7wB0sdxx5d3bo2\\n"
    "FGaQ6E3iZPQx5G+bXXt/eB+Ip8ekbhnlTzYamp6/4EOh+O6WqW/0stf7462hwHgW\\n"
    "665yA/Mst0GJHcS678GaQPoVxW1MzkcCefy9Aom+Bh4tm8B1NRp840lq3kmhibBo\\n"
    "eW95+fIxjoUDyJQDw46JA5JPLVftb+X08ZpXRJx2Dc8m2WG6yoZMpVONRnWkJd1k\\n"
    "lW1DG1eWxTtiAes4ApwVOkQnuGFZWDRqsbnIdkj+e/Qdkv3T0q2HXS6RNiNaG+19\\n"
    "7qjZEF7SZasq8MKZd0pTFVO7BX7vfSn4FIZBkw/u6NkN1PnZPgVV2ptuQaM54Ajm\\n"
    "CJ1ejc1/O799eS+Tjn3v4j4K7nOzNoNXOltCojoQW8hrzpIX0T8xGQ1yPPMHlstJ\\n"
    "lqnEHbGGN7IdaEFZC1XSTr25srk+8lacoWzCbUdrDyGpgzzxjAWCqsxjY+Yl3EE9\\n"
    "ERlr+wZUBBNQTTWVD90z1hmt==\\n"
    "-----END PRIVATE KEY-----\\n"
)
_FIREBASE_PRIVATE_KEY = (
    "-----BEGIN PRIVATE KEY-----\\n"
    "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQHhxnnHa775muQn\\n"
    "/6v0G1kC+ml6AVejviAN//GSg/wFzQ2lFFxEv09MOgpxSNP0ediefCVnofGLPOAb\\n"
    "vK4ztdeaqYmudkQWx1PH8cdvyIuxUHy4hCyAm4ZcrvK1XGjQ1dtsyHUcv3TQDRxZ\\n"
    "lxA5Ba58UZtCH3ao/jNrXIE6wJsf6TDZfUnNyvocWO1pTrfCLRdrFecmpRhF9xEq\\n"
    "qRygB3FYMx19gduru+4GCteD78yp8o1zSclxSNaL3Rd4c+yBXx1VXp1IzapM1YPd\\n"
    "BuG9m9ivBh8nm67R3IP0cJsif/tnWnsAiSzc5LdnMSwVp7ThJa/z2+MGKbvI/4wD\\n"
    "pTzOYf+/Ov2hziKqT5DStTsUmGr/Lpx/slgQ6yDeUhEEmLjtgLk0ywkZQrYkyx75\\n"
    "dcggz4g2g1c+/HmAxhbA/RClE+CaWyyizWGq/4q5YHxQxfV7UWtbiIqWtOeC8Fwm\\n"
    "aUGvVrL1KcWTjvM2BGrY3Ng9oJXHQFLehAR5bcJB2LE2bWPW3usrhyI4qeY/ekA3\\n"
    "NVO1/PHJ/+tRCo06lXVII+f079ME6wY/IirgZF/hZDg39369TVkiXy/mjQlORIPV\\n"
    "p9ah/gv0cmTrFocR/N18VCnqXyEe1m29LbxgzdP+WiZ4JEUHbb+L30Vjtyy7BS+4\\n"
    "Bxt2W4/huqn+r6+dqjW3uJa6bmcGlccg6f6nWAEFo2UgUP4qA49NHA0JGvA6qrmb\\n"
    "ymDONvMw7GsBe4OZEP7osr5mIInV+0qn+A3haIk3a5lg5KlGitOAZBakt+A70Kvk\\n"
    "gW78w3yyv1CJf4lanqIWjAuLUXrjH/GDzC3VMV1AuR7td4jw/LipS3I9HCc/LanD\\n"
    "m+ZWaJheyGz4vpyoZhn9n8yyvMWmAMQ6OfckqCW6R+FzlPmq5nuv0/73chWqKkBm\\n"
    "ZFRF27WVfA4iDvccrnVFyl8ULgQBrq6wqpTBFKi9KhVmIhqDt8qcyHqDbhupzq1P\\n"
    "2tB3OTGNwlvEJ/qHWrelBmAL8L2Sc0HdEvAVA/zP1ULP0u6mKbLk+vmo56M0yZqy\\n"
    "/cigpllCXERZRbjvEJOrXjF+/DNsvYRGWgEJVt+9XlrjBoBCIQnDLY1Ioe9lQXpz\\n"
    "ILDsQJN+2awYHrmBPZz+eFvU51Py/yZnL9MiUncHhKmT4Ty4/jD+dNigc6rmcv/h\\n"
    "yl3LuOH6BQYtMS2yn6ss10G+Ylhei/C5V4EKWd3oT4taZTmJokNvUY24/k0DB29n\\n"
    "jos4umXFN7oLpZ8AxMNcMGr/vEjlrz2+I9b9MyhLS8jfsPokSCUw6/ocL72niDUD\\n"
    "cPDqk4T6oRZ0Gg0HHO9l1hasY8MQYGcJZoBugKgHNbXpbWJB0TwROzabsQr+vmU2\\n"
    "azxxzfddnGwr4OnRBN+9b6xM//gbhkHaWaShdRigDjj0+MglMKdVYFs+8MV+yGqz\\n"
    "bGF7md3ineHS250rYu2SyWRoogbEwRcoDN9byAObRfxfILVBbDpUhiIPeZuGP7qX\\n"
    "RTfh3KYjwii3BVRBfoQPjUlKnm1ntwTCm2nd7h+AvtvLeemcF1zuITOwvkH+Q75n\\n"
    "XuooYTngyqTmVWbPZZApyTbM=\\n"
    "-----END PRIVATE KEY-----\\n"
)
_KUBE_CLIENT_CERT = (
    "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJrVENCK3dJSkE2THcxNHV2bEluWEw1UzFuRDVY"
    "Um1HTjBwV1NvT25MeHZCNEZEbE5US21EOEx4dzFWRFoKelJYZWQ1TG14NTI3bU01dUtkTEIzU2lWeWJk"
    "WWx2NG1hOStya01TMXdCZ3JWcktYMEdlMFF3YWIyN2M3eW9wTQotLS0tLUVORCBDRVJUSUZJQ0FURS0t"
    "LS0tCg=="
)
_KUBE_CLIENT_KEY = (
    "LS0tLS1CRUdJTiBFQyBQUklWQVRFIEtFWS0tLS0tCk1IY0NBUUVFSTROTHFjY0JScVphVGx2b0tRc0Yv"
    "WHppa004aEtIT0s1cGVTMWV4cWJER283Vy96UWtBUHdsdWYKb0FvR0NDcUdTTTQ5QXdFSG9VUURRZ0FF"
    "VmhWeHNpQkZVWDl6MXJKY1B1dDRTN09PUUFiSGhYZE1HS1NPQ2NTVApERXJESUJDRExjM28zR1BuL25Q"
    "WT09Ci0tLS0tRU5EIEVDIFBSSVZBVEUgS0VZLS0tLS0K"
)
_KUBE_CA = (
    "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSURCVENDQWUyZ0F3SUJBZ0lJUjBXbEsxMTN4Z055"
    "UVFIVjJsWUt4RklCQ2RoVisvdlRTa1JicHZnYzZWMUYKYWVTK1FvNUdlSWRLNjF6QktYckVxajNZQklu"
    "aDNDYTRUU2xUZjU0S0lBdVByaVl6Q0p6Qm9hR3J2NitlVm9yZgotLS0tLUVORCBDRVJUSUZJQ0FURS0t"
    "LS0tCg=="
)
_AWS_SESSION_TOKEN = (
    "IQoJb3JpZ2luX2VjEREL55sklOYdmbEQtgX0zonYQWZnH0KmJDva64dEptrqbwSFqVnj3HLyIkhX4GvQ"
    "aE9/dnBCP+pNsI6Gt31HGBJzMs8lkKfh4E+Fe4brRsOmz+ly9EusFO5GLAdvCOBJ8g2zXNoepLZZNBJX"
    "H2wufukkjzaxKjn2kB0Jq5mYEYlh0+mwfFE1Dm5Ym3+o7/VmMkvd/wwunRrNxhRNeZURg0e8isMJx37+"
    "6TSWw9+hUSKGu934fxcf3wIwuiJGzEpCPpg8LwMcm8k0qDs25pZmUO+oYLj/KhTJdMhSCFRhXuYO3rVw"
    "rWqe1szwGvprKDaAS/TJ0xOBTrc4=="
)
_AWS_SESSION_TOKEN_JA = (
    "IQoJb3JpZ2luX2VjEsLDBpzCsMoREm/oInnvOM6m+clRdhSbrSFQeIa/VDDBSCXH31aRIMw5kOWauetv"
    "WHoq+QhYjcT9Dl4rvtM82SbXpzGXUXgEthqT30QYuCUSpUqu+6diPyPR2jqirqQ6hl3Q1tpJi+JI4bVW"
    "TUf3pLIjnPX6zsiZ7qSOojb3rYAixAzea3Dvsb6zRZDwLVtQK6vx8EG5ONSUgIK0f8n+wDR+ixR+PR7r"
    "5SNE2DTOA0YNFE9gwcdGywSFkS48+Iyt4xvWu6w4LEIZqSMpeM9nQCiB6RRYnnw+kpWmL5fkFnLXcMJC"
    "oRE4hZ/WIU8JfIYqF1/z4BBIPtWw=="
)
_SUPABASE_SERVICE_ROLE = (
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6InlzbHZ5dmd"
    "obW53ZmVja2NrY2ViIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTczMTk1MDAwMCwiZXhwIjo"
    "yMDQ3NTI2MDAwfQ._NDjEbKthvcgyexhNNcC_bIGwlRXWWbM7SKwQ4NCS1f"
)
_ATLASSIAN_TOKEN = (
    "ATATT3xFfGF0bk20qlJJ2jyE0MvSlKjCYGnxDIGZv-F0iHIYU2XGbpi6PinAfbO4pFAzrKiJHlMzy-Uo"
    "3jBr_VA7dpbVuo5UzLydwGoX1sq0q7Ftpz68Xej8quveHOR2UQu0XuDCjFLbyNaiwO59YPHyTu0DniQF"
    "T4UjMuxNAuCfA3vlICMb-5A=E0EB0F71"
)
_ALIPAY_APP_PRIVATE_KEY = (
    "MIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQc5E3mCKUyWbSd7yLe1/hat2cAAfavS"
    "NGFhyPX2whheD++ZmWYGKjuYolHo4u8qTCTx0QOQ4IuW5rlqxXNcysxgk+bmj/Qt7keKvLJ5HdwWzQ+6"
    "lygCMk0qXSPAfPX7mqlQjru4yXLWp2ZJZpMHvzCBpoqhTBH74+CPwq6hq66ynBtekhJ22kF9858Nonao"
    "cA7tVP3/Iynf8MSkqS54UpLeJ4Z64JxC+/nmT6WNIFQLXeWHsaVtfjUzcEC1ocUzjg7t2cH37L1PKiqO"
    "9F8ndf7r7JuG32ogdADzTt7uvihdeb2lbNhHUAJgko3Z0jJBCkO1mVt8gxv+CHE/zmnd9gqcoVmz1ha5"
    "6BmOMSs4QAfj4LAjW1ep/IAMsqEpo0Tw0qJfnH01KEqdnxtLv5QjRYr1N2xmgRtEJaVA4+ZpDo0dvQlR"
    "a8umTEWTP01+tBbH8j3Lg0dHN5faot4TmjjcmMb3ac03lCnOKpjFjbMSjJ79OELh/wVJ/Cr/9thISycP"
    "4bnGiwPjsq1Xf8yNq8h7msfYacOJHOlIvZrJ3xG1hJiIaJ/H3hxWqIEoGxfqCkp4lfCpJYozxrreqF/I"
    "pVBwI/BM6itWKa+pIos12jVf5yzJGwMiEda0iElIFXM1zSAIpw1VvYLpmbXhKiEVUKOCr7kgUQy/aIXf"
    "jI8nrLvWVkap1JxHQDY95IA1ScM9cD4ZFMeE60HqVncW2OUJMbFfw/PtEm1ST2y8tylQmMKcu5SSas1V"
    "Mds5sI+sXkvYLS2KbvihrGc+6esJwO8sX1OGR8a4qSkVSsfWOepfcRcxpowXpFY7AP8sxDMOYfkkUCGj"
    "zznOFp5QePPYogiBDPm9B30hupbX35dvKtrFMmCxJxzot2oCtRr4nDMnp/Q9wgKmg7DRl2ItDIITqj35"
    "TA9s0/fqBeWb/uiGoUF0RcSI2AZMJCHuM2IoDySPBkj0dpds0IWABfb2zViwl5dvk6JqPXWjJy9xkcQQ"
    "X7RSe8z8HBG9SNqKnbmjB8FOzFP87oYr17W+jLLHoJJNMheMnznDgGmBakzYCB04gR+62mDCkVN5w4hE"
    "B6QvcQSX0zPuz7DbynHej23C1+WB74dPgaiBXccEpfRaTyWgdrqL7KRKYMOtB5m0J62vNhdrX70xW6j1"
    "JPGRk0ReTpsRS8Q7Jtz6MjxZaG5D+fbeKg1XPx5stvGw3ZrZlJbCxVxSzmB4mc9Z75PBCYGfKajiw5Pm"
    "T3YMLFTkymiIYun+/hxPksl7xqcY38wTt7xKM2F1zQ7iaCy7cAIf6KjwcZbV9DbQi9pyJ5uCWftUL2jE"
    "0DBNTbbmdl1oymjPIJGKmJzCyvBYj0ky62rferddAat3PBAkDhI8wdF6AgsjkBfaxgxBTGlQ73+a3ZjQ"
    "y6UR7smTxwUOWWD2goOwVMF7mwLDL8qDqSrDVNMRlcDsSbSgLxc4GhU8FPYdQHUOQToiCAlActb1tX87"
    "RBBJIswHYolkLuQk+BvSyda83PeQWw6VEcIID9eT2UMHNq0wZxou+oQQPU1ZFdC1mX/JwzdJ1N4Qiu0g"
    "c2wUlosD2mSQkZGwQgRU51WS"
)
_ALIPAY_PUBLIC_KEY = (
    "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAXtIjY/1EFgMW8vFMZtdHLQWoExSd5NumOV/F"
    "p0NQ/IFOW1B/oXHSSiEhpcnG5a48wpSPYN5sOoxr5KEqT5h7MTSMhSbULpdOw2vOaJ/YZ8dUfoOo9BfQ"
    "d+WQtAdx/LKXG9LpOxPK65sE2ojPZnzrn+29mYelGRshS8MTOm0wzhO4omVPRJG5l03Sbm7URKUYJI/H"
    "qiIZICASepGUbCvoDn0bG2PIVv+Nomyc63ymCmCFLRxrKwueDtBk0RuZ9Jsu7kodgZz6ajsfiI9JD3gt"
    "veJXR31/tbXoKLtIfaSTs05rjb3Z+szQMhkpvETpHaXGTWJPI+7k99HJZd7Us+iJlDIDAQAB"
)
_K8S_SA_TOKEN = (
    "eyJhbGciOiJSUzI1NiIsImtpZCI6InhKNEFHVWVUWFpwblZtYzBOY0ZwSzJXU2xJcmNNOEZFS1JiUVV1"
    "NDBFTkIifQ.eyJhdWQiOlsiaHR0cHM6Ly9rdWJlcm5ldGVzLmRlZmF1bHQuc3ZjLmNsdXN0ZXIubG9jY"
    "WwiXSwiZXhwIjoxNzk2MTAwMDAwLCJpYXQiOjE3NjQ1NjQwMDAsImlzcyI6Imh0dHBzOi8va3ViZXJuZ"
    "XRlcy5kZWZhdWx0LnN2Yy5jbHVzdGVyLmxvY2FsIiwia3ViZXJuZXRlcy5pbyI6eyJuYW1lc3BhY2UiO"
    "iJjaSIsInNlcnZpY2VhY2NvdW50Ijp7Im5hbWUiOiJkZXBsb3llciIsInVpZCI6IjdhM2ZkZDlhLWJkZ"
    "TEtNGY1Ni1hNjFiLTliYTdhODMxYzJlZiJ9fSwibmJmIjoxNzY0NTY0MDAwLCJzdWIiOiJzeXN0ZW06c"
    "2VydmljZWFjY291bnQ6Y2k6ZGVwbG95ZXIifQ.tKzroa-0tdIFo4IEvGlX9FObq39XH2opRcWBqfRmPJ"
    "nqPu4O4Ip2zy_upBBwGo0q-86mnnrpPLkTU9hw1GwE9kDxgkpC9cYp8qHByGO38IIPtEyZoL2-Sa06iY"
    "x0DsxK_nqbmxlVRBfwMrjaOJk-vidl1SiK75OrYxvNaFIk8lbu7kiIol-UlU4Erm4dwQVldhBixbBnH5"
    "vevYox-W9Hm35Zl9QgXhnmwBvalGv2zTGgXbgTyo1EnrVL1nHArJHe4WlTMw3Lr9jDtYwQW3IWo5f7rj"
    "yqv-xjfX7EUv0NpX_wfwkO5CTCS8s1MysJZKEhOeS1b1qlP1cEVVDqAbr-hW"
)
_LINE_ACCESS_TOKEN = (
    "zvMm6IxCYHISAdgQiRQakpK5lQLpH3RaJEjQCfP1oVJAWLw0pu7uuIpN2fDizBTDeK88UtkW5E0qRvYO"
    "ddAfutmjWk5kowzTw/PxIwQjySRiFDlidW8KqEiF12D9TB1v0f9w6Ovz4+ukqGqbZ1TumFCoL/nwIaYu"
    "Ka517c94bFY="
)
_RAILS_SESSION = (
    "uEsq0gqHFb2xJdwy5JljvQ8QJiwzeADgucKF/fy6iZa/je82Wk1vuNY/cDIIPO1IM1ARrt2z2oKseFK6"
    "8zbAke56MHBuNyb5q4msyIUgYDmEKy//MDMV6BXU--94+33xBcNxx812Ny--6HuTtMw+ywaYD8/LGsex"
    "eJ%3D%3D"
)
_OP_SERVICE_ACCOUNT_TOKEN = (
    "ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6"
    "IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6"
    "ImlnNUFQVlF1QUdFMDZHVkd0VmU2cjAifSwiZW1haWwiOiJiaGJ6NzhzOWtybHRqQDFwYXNzd29yZHNl"
    "cnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiYjJlODY4Y2NiYTc2YzU2MTY2YjBlMTE3MzBlODkyNGE1"
    "Zjg3YzY1NGFjNGFlZjI0MWFkNzY3OGI5NWY2NmQ1YiIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0"
    "Ijp0cnVlLCJrIjoiVW15ZEp0WVZHcVhXYU93anNhOEdXbUUzMlcyOVAwXzdiMHBJV2RQUVk5UCIsImtl"
    "eV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0"
    "S2V5IjoiQTMtOFdIUVg1LUE1SzBOLUQ4SDQ2LVlJTjQxLTFYTFhJLUlWMDZTIiwidGhyb3R0bGVTZWNy"
    "ZXQiOnsic2VlZCI6Ijc1ZGYxMDkwNjM4Y2NjYWM4NzQ2Yjk1MzQwODQ2MjQzMTllMzcyZjNiODRkZWZj"
    "ZjA4NDJiZjJlN2RjMTJiNzIiLCJ1dWlkIjoiQlAxTDVST05RMzdLNTc5TzlHSVlVWVAwMTUifSwiZGV2"
    "aWNlVXVpZCI6Im14dW12MXpsa29waWxmOWhwcnVidWgxazlsIn0"
)
_PNG = (
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mPguPUfK2IYWhIAvrp4QaNO"
    "k+oAAAAASUVORK5CYII="
)
_PNG_JA = (
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mMouvsdK2IYWhIAuNCRgfcv"
    "0WQAAAAASUVORK5CYII="
)

# (language, text): each holds a secret.
SIXTH_SECRETS: list[tuple[str, str]] = [
    # English
    ("en", f"here's the service account file the importer uses (sa-importer.json):\n{{\n"
           f"  \"type\": \"service_account\",\n  \"project_id\": \"acme-data-prod\",\n"
           f"  \"private_key_id\": \"55b6ed3e7247d8f71cc47976e1a77728fdc6c357\",\n"
           f"  \"private_key\": \"{_GCP_PRIVATE_KEY}\",\n"
           f"  \"client_email\": \"importer@acme-data-prod.iam.gserviceaccount.com\",\n"
           f"  \"client_id\": \"176092718889061880993\"\n}}"),
    ("en", "http POST https://api.vercel.com/v13/deployments "
           "Authorization:\"Bearer 6l3K6lazXEa8zeTtWmWVCkg4\" name=landing target=production"),
    ("en", "logged in as admin on staging and got back\nHTTP/2 302\nlocation: /dashboard\n"
           "set-cookie: connect.sid=s%3AfuvUu5psrrT7ig4tyKn1PqkjVVR5hlj5.D7ixFJoYKI0cL99ceR8+4YIs1B"
           "TyKokOOwDvtMsD76l; Path=/; HttpOnly; Secure\n"
           "send that cookie and you'll see the broken page"),
    ("en", "~/.netrc on the deploy box:\nmachine api.heroku.com\n  login ops@acme.io\n"
           "  password c66ba98d-5865-4c3a-b479-531f9cd94e8d\nmachine git.heroku.com\n  login "
           "ops@acme.io\n"
           "  password c66ba98d-5865-4c3a-b479-531f9cd94e8d"),
    ("en", "~/.docker/config.json on the runner:\n"
           "{\"auths\": {\"registry.acme.io\": {\"auth\": \"Y2ktcHVzaGVyOmRja3JfcGF0XzcyMm9SQWRSeUt"
           "sODFBLXY3MDllaDdjcG1xUA==\"}}}"),
    ("en", f"kubeconfig for staging:\nusers:\n- name: admin@staging\n  user:\n"
           f"    client-certificate-data: {_KUBE_CLIENT_CERT}\n"
           f"    client-key-data: {_KUBE_CLIENT_KEY}"),
    ("en", f"~/.aws/credentials after assuming the role:\n[prod-admin]\n"
           f"aws_access_key_id = ASIALWTHKREUNLEKRW6C\n"
           f"aws_secret_access_key = COBeGIgOcX/UocHX7D7iHT2DJxelMLJ6W9sJzHGN\n"
           f"aws_session_token = {_AWS_SESSION_TOKEN}"),
    ("en", "the function app's AzureWebJobsStorage is DefaultEndpointsProtocol=https;"
           "AccountName=acmelogs;AccountKey=zKxxX/BtVZjnGXmruKbPN7MJFLVvqGiuXiD0y4YLj6JaJmth10lSGz4"
           "SSfbIctX4Z6fZC7aW58oG/erzsTBdNA==;"
           "EndpointSuffix=core.windows.net"),
    ("en", "the old Django settings still have SENTRY_DSN = "
           "'https://51cb8b593f1cd7cc83fbc6d762320b89:"
           "1652c7b02a0cdea154d2bfebaffd969e@o4693443.ingest.sentry.io/5043019804210716'"),
    ("en", "Dockerfile for the mailer:\nFROM python:3.12-slim\nWORKDIR /app\n"
           "ENV SENDGRID_API_KEY=SG.W6PUpxQF5s-LGAoSQSIfFY.n_eS6uarLKxZJWRkVP_I0hTv2hi80bvxDBjsH0kl"
           "LgH\n"
           "COPY . .\nCMD [\"python\", \"send.py\"]"),
    ("en", "Makefile:\nsms-test:\n\tTWILIO_ACCOUNT_SID=AC8a1571424fd394cae3a222b8d722675c "
           "TWILIO_AUTH_TOKEN=01205b59373d215bab7880714818a9a9 python scripts/sms.py +15550100"),
    ("en", "In [4]: import shopify\n   ...: session = "
           "shopify.Session(\"acme-store.myshopify.com\", "
           "\"2024-10\", \"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\")\n"
           "   ...: shopify.ShopifyResource.activate_session(session)"),
    ("en", "the NAS backup script logs in with https://nas.home.arpa:5001/webapi/auth.cgi?"
           "api=SYNO.API.Auth&version=6&method=login&account=backup&passwd=Cobalt058!swift"
           "&format=sid"),
    ("en", "if IT needs to get into my laptop while I'm away, it's tangerine1Osprey at the lock "
           "screen"),
    ("en", "my Ledger's recovery phrase, in order: april infant drink ten order room group bacon "
           "clinic grape upper enforce. keep it for me in case the paper "
           "goes missing"),
    ("en", "book the flights on my card: 4702 2661 5568 9227, exp 08/28, CVV 395, name on card "
           "Dana Lee"),
    ("en", "the Groq key got wrapped when I pasted it, join the two halves:\n"
           "gsk_GyRyb7GV5H9hSLTyQQndfOrCd\n"
           "YfyJIrwPAYAmL2PH2wZZbKVqxVv"),
    ("en", "---------- Forwarded message ---------\nFrom: IT Service Desk <it@acme.io>\n"
           "Date: Mon, 3 Mar 2025 at 08:12\nSubject: Your new account\n"
           "To: Priya Raman <priya@acme.io>\n\nHi Priya, your account is priya.raman and your "
           "temporary password is ls2W-QTL0-Au04. You will be asked to change it at first "
           "sign-in.\n\n--\nIT Service Desk | ext. 4400"),
    ("en", "x-cloudflare: &cf\n  CLOUDFLARE_API_TOKEN: 0og5ff0P8YWXoMzzR7PA5JtZY_O2c41oVxrk30Qr\n"
           "  CLOUDFLARE_ACCOUNT_ID: 2c29f337f499a2a4e6d251591e179d5e\nservices:\n  "
           "worker-deploy:\n"
           "    environment: *cf"),
    ("en", "github-recovery-codes.txt, in case I lose the phone:\n2515e-bf70a\n0f3ed-3ea5a\n"
           "509f8-6d078\n8366e-19d4a\n1f8b4-482a6\nffff6-e5eb9\n65d09-0a8bf\n9bb8d-7fcfb"),
    ("en", f"const supabase = createClient(\"https://yslvyvghmnwfeckckceb.supabase.co\",\n"
           f"  \"{_SUPABASE_SERVICE_ROLE}\")  // service_role, server only"),
    ("en", "curl -X POST https://api.acme.io/v1/auth/login -H 'Content-Type: application/json' "
           "-d '{\"email\": \"ops@acme.io\", \"password\": \"Juniper-Sloop-695\"}'"),
    ("en", "~/.config/doctl/config.yaml:\naccess-token: dop_v1_3be8ec5d6e2e3b9210e50c8f955933214527"
           "4123fb45a8380b8e38d0738e76a4\n"
           "context: default"),
    ("en", f"jira = JIRA(server=\"https://acme.atlassian.net\", basic_auth=(\"dana@acme.io\", "
           f"\"{_ATLASSIAN_TOKEN}\"))"),
    ("en", "heroku config:set PAYPAL_CLIENT_ID=Acw0YgKjqQqlAFXS1BShb9ibQZFXa_ckUJuCcpa8yiWSUMWW96lR"
           "Ga-s1YpLsckI4Rp5Q6x4PfpW0UE1 "
           "PAYPAL_CLIENT_SECRET=EwiFP3F0qSS5kz8CtuAWjnL90vdVbJCERm97GJwLT9XFGckZRqbwNdYxzh49bc8PJj"
           "_2I5NP98PmoHMs -a acme-shop"),
    # Chinese
    ("zh", "~/.aliyun/config.json 里的：\n{\n  \"current\": \"default\",\n  \"profiles\": [{\n"
           "    \"name\": \"default\",\n    \"mode\": \"AK\",\n"
           "    \"access_key_id\": \"LTAI5tZkOvCgF5b5atzFybD2\",\n"
           "    \"access_key_secret\": \"uEiGrErClOIIDuWJZfuri6iETBjhGc\",\n"
           "    \"region_id\": \"cn-hangzhou\"\n  }]\n}"),
    ("zh", "cred = credential.Credential(\"AKIDzl6TSZ3A4m1Krh5bEkze5xA877g0OPIy\", "
           "\"vX2W9X3kJ3gC6by8VKtKiDmWeCY0xBmX\")  "
           "# 腾讯云短信，先写死测一下"),
    ("zh", "notebook 第三个单元格：\nIn [3]: import dashscope\n"
           "        dashscope.api_key = \"sk-6f854f73f9077cadffcde4240240b0e4\"\n"
           "        resp = dashscope.Generation.call(model=\"qwen-plus\", prompt=\"你好\")"),
    ("zh", "微信支付商户号 1696669460，APIv3 密钥是 DwuaRlc72RUTu2maN7g76vGa9zLUOdcq，"
           "回调解密要用"),
    ("zh", f"支付宝开放平台的应用私钥（appId 2021993304329843），配到 alipay.app-private-key：\n"
           f"{_ALIPAY_APP_PRIVATE_KEY}"),
    ("zh", "获取百度 AI 的 access_token：\ncurl -X POST 'https://aip.baidubce.com/oauth/2.0/token?"
           "grant_type=client_credentials&client_id=wYdzJVoTeq5hPe2dXNgT3Cwv"
           "&client_secret=0HnoHm8fiR4Ey6hNTTq98dvlFrJwRh1O'"),
    ("zh", "Dockerfile 里这么写的：\nFROM mysql:8.0\nARG MYSQL_ROOT_PASSWORD=Hz3584#Xihu\n"
           "ENV MYSQL_ROOT_PASSWORD=${MYSQL_ROOT_PASSWORD}\n"
           "COPY init.sql /docker-entrypoint-initdb.d/"),
    ("zh", "跑批机器上的 ~/.pgpass：\n10.30.2.8:5432:dw:etl_user:PgAnF4rU!58\n"
           "已经 chmod 600 了"),
    ("zh", "流水线机器的 ~/.docker/config.json：\n{\"auths\": "
           "{\"registry.cn-shanghai.aliyuncs.com\": "
           "{\"auth\": \"ZGVwbG95QDE3NDcyNjc3NDc2OTMyNDQ6QWNyQm51MEllUGRYQDc4\"}}}"),
    ("zh", f"给 CI 用的 kubeconfig：\nusers:\n- name: deployer\n  user:\n"
           f"    token: {_K8S_SA_TOKEN}"),
    ("zh", "复现用这个请求，登录后从浏览器复制的：\ncurl 'https://admin.acme.cn/api/orders?page=1' "
           "-H 'Cookie: JSESSIONID=C76CEFA7C3E9A70AFDDD2AC02B4F66D3; "
           "SESSION=MDQwZDNhMjEtMDNjMC00MmY4LWI1MDQtYzEyNGYyMGNjMzc5'"),
    ("zh", "路由器备份脚本里调的是 http://192.168.31.1/cgi-bin/luci/api/xqsystem/login?"
           "username=admin&password=mivw13wq29&logtype=2"),
    ("zh", "我笔记本开机输的是 Tb7@river11，我不在的时候你们要用就自己登"),
    ("zh", "imToken 钱包的中文助记词：央 浅 兄 爹 币 饿 爬 投 顽 口 馏 曰，帮我记着，纸条找不到了"),
    ("zh", "通义千问的 key 太长被换行了，拼起来用：\nsk-9f6a32c3ea9d3f\n19bec2f6cdfa22a68d"),
    ("zh", "告警发到企业微信群机器人：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?"
           "key=0e27d388-c43e-4704-9bce-cfc39965775b"),
    ("zh", "飞书机器人 webhook 是 https://open.feishu.cn/open-apis/bot/v2/hook/31fb05ad-865d-4d02-a"
           "c74-8fc0a5c962f6，"
           "开了签名校验，密钥 BSr3HayngAS7sAjG9lpZ9M"),
    ("zh", "---------- 转发的邮件 ----------\n发件人：IT 服务台 <it@acme.cn>\n"
           "主题：新员工账号开通\n收件人：李娜 <li.na@acme.cn>\n\n"
           "李娜您好，您的域账号为 li.na，初始密码：Ac3tZzfu#06，首次登录后请修改。\n\n"
           "——\nIT 服务台 | 分机 8008"),
    ("zh", "Makefile 里的发布目标：\ndeploy:\n"
           "\tsshpass -p 'Deploy@7460' rsync -avz dist/ deploy@10.30.1.5:/srv/www/"),
    ("zh", "values.yaml 用了锚点：\ncommon: &redis\n  host: 10.30.3.9\n"
           "  password: RbIZjY91sM_71\ncache:\n  <<: *redis\nqueue:\n  <<: *redis"),
    ("zh", f"LINE Bot 的 Channel ID 是 2072035190，Channel secret 是 "
           f"98abab0d111511dee76061850df45ff2，"
           f"Channel access token（長期）是 {_LINE_ACCESS_TOKEN}，部署到 Cloud Run 時要設定"),
    ("zh", "訂單服務連 Azure Service Bus 的連線字串：Endpoint=sb://acme-tw.servicebus.windows.net/;"
           "SharedAccessKeyName=RootManageSharedAccessKey;"
           "SharedAccessKey=ylHmgaqdsnTUQfJ0sap4bbRryqaTHVIJffPCUs9VeGo="),
    ("zh", "幫我訂高鐵票用這張卡：5542 7078 1592 6740，有效期限 11/27，背面安全碼 568"),
    # Japanese
    ("ja", f"Firebase Admin SDK の serviceAccountKey.json です:\n{{\n"
           f"  \"type\": \"service_account\",\n  \"project_id\": \"acme-reserve\",\n"
           f"  \"private_key_id\": \"d50c3d8020fc7c2bdbd55741b0e0558d57c58599\",\n"
           f"  \"private_key\": \"{_FIREBASE_PRIVATE_KEY}\",\n"
           f"  \"client_email\": \"firebase-adminsdk-h0ql9@acme-reserve.iam.gserviceaccount.com\","
           f"\n"
           f"  \"client_id\": \"138490403933771084109\"\n}}"),
    ("ja", "curl -X POST -H \"X-ChatWorkToken: 6d691d867f2b7ee5f329afa244d12998\" -d "
           "\"body=デプロイ完了\" "
           "https://api.chatwork.com/v2/rooms/369917043/messages で通知しています"),
    ("ja", "課題一覧は https://acme.backlog.jp/api/v2/issues?"
           "apiKey=MeAnrPPeQ9OdxUJOpkOl9pSJXWWfZ1oMMs3C3JcvXMY43lmFk4NRhH1F8UaYA3TH&projectId[]=192"
           "125 で取れます"),
    ("ja", "http GET https://acme.cybozu.com/k/v1/records.json app==574 "
           "X-Cybozu-API-Token:RTVlMDXE77hY8LAAYMA3pNeYRnO86N7EYFin6j1G で確認しました"),
    ("ja", "~/.netrc に\nmachine ftp.acme.co.jp login keiri password Shirasagi-3192\n"
           "と書いてあるので lftp でそのまま入れます"),
    ("ja", f"~/.aws/credentials はこうなっています:\n[default]\n"
           f"aws_access_key_id = ASIAWCFAOG7ON4M5TYSD\n"
           f"aws_secret_access_key = 5MBYrnoi8PqYGrModh7jT9ITp0oX1E1KNs7TESyu\n"
           f"aws_session_token = {_AWS_SESSION_TOKEN_JA}"),
    ("ja", f"管理画面にログインしたときのレスポンスヘッダーです:\n"
           f"Set-Cookie: _acme_session={_RAILS_SESSION}; path=/; secure; HttpOnly; SameSite=Lax"),
    ("ja", "ホテルの予約はこのカードで: 3511 5206 2273 5283、有効期限 03/29、セキュリティコード "
           "039、"
           "名義 TARO YAMADA"),
    ("ja", "ウォレットの復元フレーズ（日本語）を控えておいてください: ゆらい　いやす　むかえ　みっ"
           "か　ざいえき　うすめる　むすう　むやみ　みけん　うかぶ　すてき　はしる"),
    ("ja", "会社のPCには moriyama7480 で入ってます。休みの間に何かあればそれで開いてください"),
    ("ja", "Dockerfile の抜粋:\nFROM node:22-alpine\nENV NOTION_TOKEN=secret_v5aC73rORH7UHAwqBEaUjG"
           "pNhiHVZkIfLBztdF7ROxM\n"
           "ENV NOTION_DATABASE_ID=ae3f17e927ded5707c600e4f77721558\nCMD [\"node\", \"sync.js\"]"),
    ("ja", "Makefile に書いてあります:\nmail-test:\n\tcurl https://api.postmarkapp.com/email "
           "-H \"X-Postmark-Server-Token: 4fe4b57b-6dc5-40f4-bb64-180c6cdd5b5e\" "
           "-H \"Content-Type: application/json\" -d @mail.json"),
    ("ja", "ノートブックのセルです:\nIn [2]: import replicate\n"
           "        client = replicate.Client(api_token=\"r8_g91ewKWc3lnpjmhInaoFA2LaQNJoNP78rfmkX"
           "\")"),
    ("ja", "---------- 転送メッセージ ----------\n差出人: 情報システム部 <it@acme.co.jp>\n"
           "件名: 【重要】アカウント発行のお知らせ\n宛先: 佐藤 花子 <h.sato@acme.co.jp>\n\n"
           "佐藤様\nアカウントを発行しました。\nID: h.sato\n初期パスワード: h3RyVCjzIr\n"
           "初回ログイン時に変更してください。\n\n――――\n情報システム部 内線 2100"),
    ("ja", "Gemini の API キー、チャットで折り返されたので二行をつなげてください:\n"
           "AIzaFsPtqSR2X4kshd7-U\n"
           "x99-OfLGWAdY90nmMk"),
    ("ja", "export VAULT_ADDR=https://vault.acme.co.jp:8200 と export VAULT_TOKEN="
           "hvs.CAESIconP33JquAhTATCe1soIbbMRFOLRxtjurtAddtDS4ll28TkI9Dfv1JmgeKMJGLeP2P43fGU9URJCVd"
           "OTjVCXNu "
           "をしてから terraform apply しています"),
    ("ja", "Discord の Bot は client.run(\"MTEwMzM2NjE0MjI4NTYyNjUyNw.24Qa_C.guZ2xUqRQVrG_ofusrfQ4r"
           "2QlBiggxjNAO_mWa\") "
           "で起動しています"),
    ("ja", f"CI では OP_SERVICE_ACCOUNT_TOKEN={_OP_SERVICE_ACCOUNT_TOKEN} を設定しています"),
    ("ja", "Square の本番アクセストークンは EAAAQmemd36XpURs3S2hcPaxlm6z5K3wikwQ8jXf9iDvDXyY6GyoTz7"
           "r4ENUziEN です。"
           "レジ連携で使います"),
    ("ja", "docker-compose.yml でアンカーを使っています:\nx-dbx: &dbx\n"
           "  DATABRICKS_HOST: https://adb-3406821508971291.8.azuredatabricks.net\n"
           "  DATABRICKS_TOKEN: dapi0d6ae3525639da2e4eaa32fb9718b0e4\nservices:\n  etl:\n    "
           "environment: *dbx"),
    ("ja", "GAS のスクリプトプロパティに Airtable の個人アクセストークン "
           "patjOjpW4wtGh2qjb.2c4e3dfce774621d8c48dc826c9145ff93b8a36768c256808f6419aaab5a7ac3 "
           "を入れました"),
    ("ja", "curl \"https://acme-jp.openai.azure.com/openai/deployments/gpt-4o/chat/completions?"
           "api-version=2024-06-01\" -H \"api-key: 6405ab880d0753ba8c300394d074d402\" -d @req.json "
           "で呼んでいます"),
    ("ja", "ログイン API はこのボディで叩いています: "
           "{\"loginId\": \"batch01\", \"password\": \"Hotaru_tEi5h!36\"}"),
    ("ja", "Mistral の API キーは DTTnlo0Ag8ECKa1qk3f7V8mpX80O0eXp です。月末までの検証用です"),
]

# (language, text): none holds a secret.
SIXTH_ORDINARY: list[tuple[str, str]] = [
    # English
    ("en", "the web app's Firebase config, it ships in the JS bundle:\nconst firebaseConfig = {\n"
           "  apiKey: \"AIzaV1ujm156wjBm9HCLsjuo-EYRqVCD3SX_W-d\",\n  authDomain: "
           "\"acme-notes.firebaseapp.com\",\n"
           "  projectId: \"acme-notes\",\n  messagingSenderId: \"267358556918\",\n"
           "  appId: \"1:267358556918:web:6ad7159ba82b80f499acde\"\n};"),
    ("en", "main.ts has Sentry.init({ dsn: \"https://2d37924666ea76f0456de6ec09b1fa24@o4693443"
           ".ingest.sentry.io/5043019804210716\", tracesSampleRate: 0.1 }) for the browser"),
    ("en", "the AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY "
           "in every example, so that's what the tutorial's credentials file shows"),
    ("en", "jwt.io decodes eyJhbGciOiJub25lIn0.eyJzdWIiOiJkZW1vIn0. as alg none, sub demo; the "
           "test checks that we "
           "reject unsigned tokens"),
    ("en", "~/.aws/config:\n[profile prod-admin]\nsso_start_url = https://acme.awsapps.com/start\n"
           "sso_region = eu-west-1\nsso_account_id = 342591363493\n"
           "sso_role_name = AdministratorAccess\nregion = eu-west-1"),
    ("en", "~/.docker/config.json:\n{\"auths\": {\"registry.acme.io\": {}}, "
           "\"credsStore\": \"osxkeychain\"}"),
    ("en", f"kubeconfig for prod:\nclusters:\n- cluster:\n"
           f"    certificate-authority-data: {_KUBE_CA}\n"
           f"    server: https://10.0.0.1:6443\n  name: prod\nusers:\n- name: oidc\n  user:\n"
           f"    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n"
           f"      command: kubelogin"),
    ("en", "logout answers with set-cookie: connect.sid=; Path=/; "
           "Expires=Thu, 01 Jan 1970 00:00:00 GMT, so the session is gone"),
    ("en", "the flights went on the Visa ending 3308, the refund comes back to the same card"),
    ("en", "Invoice 2025-0417 from Acme GmbH: pay to IBAN DE10 9529 2278 5042 9738 87, reference "
           "INV-2025-0417, due in 30 days"),
    ("en", "- uses: actions/checkout@32004137ae9b7d77dce410c8c00f2eb801f8f7fd  # v4.2.2\n"
           "- uses: actions/setup-node@26631e17231d051c93ded51ab429d5a08c073c2a  # v4.1.0"),
    ("en", f"the favicon is inlined as data:image/png;base64,{_PNG}"),
    ("en", "the signup form's reCAPTCHA site key is 6L50sAEtYfNm76Y8rFZoabYde7PlnNRRW-YLNxc0, it "
           "goes in the "
           "page's data-sitekey"),
    ("en", "sign the release tags with my GPG key, fingerprint 70A4 1F8D 47C2 EECE C531 E335 B7F6 "
           "B464 E81C E1F2"),
    ("en", "the README says export GROQ_API_KEY=gsk_... and then make chat"),
    ("en", "Makefile:\ndeploy:\n\theroku config:set SENDGRID_API_KEY=$$SENDGRID_API_KEY "
           "-a acme-shop"),
    ("en", "Dockerfile:\n# syntax=docker/dockerfile:1\nARG NODE_ENV=production\n"
           "RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci"),
    ("en", "Never type the 24-word recovery phrase into a website; the Ledger only ever shows it "
           "on the device."),
    ("en", "I downloaded the GitHub recovery codes and printed them; the sheet is in the fire "
           "safe at home."),
    ("en", "The Postman collection id is ad8f2459-50c5-4cc4-bc9f-13eb56f7009a and the environment "
           "is 2dbc7109-85c6-487f-85b4-661c73a276ed."),
    ("en", "USPS tracking 9400 8649 3443 5350 1860 34, out for delivery."),
    ("en", "Rotated the SendGrid and Twilio keys after Maria left; the new ones live only in "
           "Doppler."),
    ("en", "In [2]: import getpass\n   ...: token = getpass.getpass(\"Shopify token: \")"),
    ("en", "http POST https://api.vercel.com/v13/deployments "
           "Authorization:\"Bearer $VERCEL_TOKEN\" name=landing"),
    # Chinese
    ("zh", "微信支付商户号 1613763388，商户 API 证书序列号 "
           "630F1F800305071D061B7629ED3BCD04740FE204，对账时要核对"),
    ("zh", f"支付宝公钥（验签用，开放平台上下载的）：{_ALIPAY_PUBLIC_KEY}"),
    ("zh", "COS 桶 static-1255382988 在 ap-shanghai，前端静态资源都放这儿"),
    ("zh", "ECS 绑定的 RAM 角色是 acs:ram::1411412452672871:role/ecs-oss-reader，代码里不用配 "
           "AccessKey"),
    ("zh", "go.sum 里：\ngithub.com/gin-gonic/gin v1.10.0 "
           "h1:hMBbm5GuX/ShqvvrkQ3aaE75+v88PnyL99D+2LRGynU=\n"
           "github.com/gin-gonic/gin v1.10.0/go.mod "
           "h1:Z4dNTLU2PcXeMIy7iLXFSb8qNPSc2MsjpQjibUxu6Xc="),
    ("zh", "开票信息：上海启明星科技有限公司，统一社会信用代码 91310115815UMHY3L3，"
           "开户行 招商银行上海张江支行，账号 8407883086682838"),
    ("zh", "机票是用尾号 7715 的信用卡付的，退款会原路退回"),
    ("zh", "助记词千万别截图，也别存到网盘里，抄在纸上放好就行"),
    ("zh", "kubeconfig 用的是 exec 插件：\nusers:\n- name: oidc\n  user:\n    exec:\n"
           "      apiVersion: client.authentication.k8s.io/v1beta1\n"
           "      command: kubectl\n      args: [\"oidc-login\", \"get-token\"]"),
    ("zh", "Dockerfile 里：\nRUN --mount=type=secret,id=pip,target=/etc/pip.conf "
           "pip install -r requirements.txt\n构建时用 docker build --secret id=pip,src=pip.conf"),
    ("zh", "文档里的示例是 https://qyapi.weixin.qq.com/cgi-bin/webhook/send?"
           "key=693axxx6-7aoc-4bc4-97a0-0ec2sifa5aaa，把 key 换成自己群机器人的"),
    ("zh", "In [1]: import os, dashscope\n"
           "        dashscope.api_key = os.getenv(\"DASHSCOPE_API_KEY\")"),
    ("zh", "京东快递 JDV560945986880，明天送到"),
    ("zh", "腾讯云短信需要 SecretId、SecretKey、SdkAppId 和签名，前两个找运维要"),
    ("zh", "阿里云 AccessKey 按季度轮换，上周刚换过，旧的已经禁用了"),
    ("zh", "响应头里有 Set-Cookie: lang=zh-CN; Path=/; Max-Age=31536000，是记语言偏好的"),
    ("zh", ".npmrc 只有一行 registry=https://registry.npmmirror.com/"),
    ("zh", "測試用的 JWT eyJhbGciOiJub25lIn0.eyJzdWIiOiJkZW1vIn0. 沒有簽章，用來確認我們會拒絕 "
           "alg=none"),
    ("zh", "我們的 LINE 官方帳號 ID 是 @366mbzui，貼在門市櫃台讓客人加好友"),
    ("zh", "請款單上的匯款資訊：臺灣銀行 忠孝分行（代碼 004），戶名 晨光設計有限公司，"
           "帳號 415746757685"),
    ("zh", "備用驗證碼我已經印出來鎖在抽屜裡了，不要存在電腦上。"),
    # Japanese
    ("ja", "LIFF アプリの URL は https://liff.line.me/2000807724-hFc4aQba です。"
           "リッチメニューから開きます"),
    ("ja", "取引先の法人番号は 2543026686156 です。国税庁のサイトで確認できます"),
    ("ja", "請求書の振込先: みずほ銀行 渋谷支店 普通 4283531 カ）アクメ"),
    ("ja", "設計書は https://www.notion.so/acme/API-ac6b36b54c299b259489df3d39c7ef12 "
           "にまとめました"),
    ("ja", "Cargo.lock の該当箇所:\n[[package]]\nname = \"serde\"\nversion = \"1.0.210\"\n"
           "source = \"registry+https://github.com/rust-lang/crates.io-index\"\n"
           "checksum = \"debd2ae8ae6fb8d612d6541372e58b62caa2b18161b0cf70e5d04c8e6e919939\""),
    ("ja", "~/.aws/config は\n[profile dev]\ncredential_process = aws-vault exec dev --json\n"
           "region = ap-northeast-1\nにしてあります"),
    ("ja", "~/.docker/config.json は "
           "{\"credHelpers\": {\"asia-northeast1-docker.pkg.dev\": \"gcloud\"}} だけです"),
    ("ja", "ログアウト時のレスポンスは Set-Cookie: _acme_session=; path=/; max-age=0 です"),
    ("ja", "ホテル代は末尾 2207 のカードで払いました"),
    ("ja", "復元フレーズはスクリーンショットに撮らず、紙に書いて金庫に入れてください"),
    ("ja", "In [1]: from getpass import getpass\n"
           "        token = getpass(\"Replicate のトークン: \")"),
    ("ja", "README には export NOTION_TOKEN=secret_xxxxxxxx とあるので、自分のトークンに"
           "置き換えてください"),
    ("ja", "Dockerfile には ENV を書かず、docker run --env-file .env.prod で NOTION_TOKEN を"
           "渡しています"),
    ("ja", "Makefile の mail-test は -H \"X-Postmark-Server-Token: $(POSTMARK_TOKEN)\" で"
           "環境変数から読みます"),
    ("ja", f"ファビコンは <link rel=\"icon\" href=\"data:image/png;base64,{_PNG_JA}\"> で"
           f"埋め込んでいます"),
    ("ja", "佐川急便の問い合わせ番号は 2871 5021 6190 です"),
    ("ja", "Vault のトークンは TTL 1時間で、CI のたびに発行し直しています"),
    ("ja", "Backlog の課題 ACME-482 に、エラー ID 603f7b6b-d484-4d39-ba50-84bf9aaba148 "
           "を貼っておきました"),
    ("ja", "Chatwork のルーム ID は 374990336、メッセージ ID は 1267049121055205202 です"),
    ("ja", "Web Payments SDK の applicationId は sq0idp-teYbwsO9K1KlucV95yztrr で、"
           "フロントに置きます"),
]
