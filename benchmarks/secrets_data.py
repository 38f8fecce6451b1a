"""The secrets corpus: credential formats a memory must never hold, and look-alikes it may.

``FORMATS`` lists credential formats by provider: a name, how one is built (a prefix,
then characters from an alphabet, as the provider documents or issues them) and the
sentence a user might paste it in. The sentences carry no keyword ("token", "password",
"key =") on purpose: a key pasted into prose ("pull the model with hf_...") must be
recognised by its shape alone. Tokens are generated from a fixed seed, so every run sees
the same strings; none of them is a real credential.

``LOOK_ALIKES`` are texts a memory may well hold that share a prefix, an alphabet or a
length with a credential: package and function names (``hf_hub_download``,
``sk-learn``), environment variable names, placeholders (``xoxb-your-token``, masked
keys), commit hashes, UUIDs, digests, prefixes named in prose. A detector that flags one
refuses a legitimate memory.
"""

from __future__ import annotations

import random
import string
from dataclasses import dataclass

UPPER, LOWER, DIGITS = string.ascii_uppercase, string.ascii_lowercase, string.digits
ALNUM = UPPER + LOWER + DIGITS
LETTERS = UPPER + LOWER
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "_-"
B64 = ALNUM + "+/"
BASE32 = UPPER + "234567"


@dataclass(frozen=True)
class Format:
    provider: str
    name: str
    parts: tuple[str | tuple[str, int], ...]  # literal text, or (alphabet, length)
    context: str = "pasted here: {}"  # where the token appears; no keyword on purpose


def _f(provider: str, name: str, *parts: str | tuple[str, int],
       context: str = "pasted here: {}") -> Format:
    return Format(provider, name, parts, context)


FORMATS: tuple[Format, ...] = (
    # The providers the admission policy must cover by name.
    _f("Hugging Face", "user access token (letters only)", "hf_", (LETTERS, 34),
       context="Pull the model with {} from the hub."),
    _f("Hugging Face", "user access token", "hf_", (ALNUM, 34),
       context="huggingface-cli login {}"),
    _f("Hugging Face", "organization API token", "api_org_", (LETTERS, 34)),
    _f("OpenAI", "project key", "sk-proj-", (URLSAFE, 74), "T3BlbkFJ", (URLSAFE, 74),
       context="Run the eval with {} in the env."),
    _f("OpenAI", "legacy user key", "sk-", (ALNUM, 20), "T3BlbkFJ", (ALNUM, 20)),
    _f("OpenAI", "service account key", "sk-svcacct-", (URLSAFE, 74), "T3BlbkFJ",
       (URLSAFE, 74)),
    _f("OpenAI", "admin key", "sk-admin-", (URLSAFE, 58), "T3BlbkFJ", (URLSAFE, 58)),
    _f("Anthropic", "API key", "sk-ant-api03-", (URLSAFE, 93), "AA",
       context="claude runs with {} on the CI box."),
    _f("Anthropic", "admin key", "sk-ant-admin01-", (URLSAFE, 93), "AA"),
    _f("GitHub", "personal access token (classic)", "ghp_", (ALNUM, 36),
       context="git clone https://github.com/acme/app with {}"),
    _f("GitHub", "fine-grained personal access token", "github_pat_", (ALNUM, 22), "_",
       (ALNUM, 59)),
    _f("GitHub", "OAuth access token", "gho_", (ALNUM, 36)),
    _f("GitHub", "user-to-server token", "ghu_", (ALNUM, 36)),
    _f("GitHub", "server-to-server token", "ghs_", (ALNUM, 36)),
    _f("GitHub", "refresh token", "ghr_", (ALNUM, 76)),
    _f("GitLab", "personal access token", "glpat-", (URLSAFE, 20),
       context="The CI pushes tags with {} now."),
    _f("GitLab", "personal access token (routable)", "glpat-", (URLSAFE, 27), ".",
       (ALNUM, 2), ".", (ALNUM, 9)),
    _f("GitLab", "deploy token", "gldt-", (URLSAFE, 20)),
    _f("GitLab", "runner authentication token", "glrt-", (URLSAFE, 20)),
    _f("GitLab", "pipeline trigger token", "glptt-", (HEX, 40)),
    _f("GitLab", "runner registration token", "GR1348941", (URLSAFE, 20)),
    _f("GitLab", "CI/CD job token", "glcbt-", (HEX, 5), "_", (URLSAFE, 20)),
    _f("GitLab", "feed token", "glft-", (URLSAFE, 20)),
    _f("GitLab", "incoming mail token", "glimt-", (URLSAFE, 25)),
    _f("GitLab", "SCIM OAuth token", "glsoat-", (URLSAFE, 20)),
    _f("GitLab", "feature flag client token", "glffct-", (URLSAFE, 20)),
    _f("GitLab", "agent for Kubernetes token", "glagent-", (URLSAFE, 50)),
    _f("GitLab", "OAuth application secret", "gloas-", (URLSAFE, 64)),
    _f("Slack", "bot token", "xoxb-", (DIGITS, 12), "-", (DIGITS, 13), "-", (ALNUM, 24),
       context="the bot posts to #deploys with {}"),
    _f("Slack", "user token", "xoxp-", (DIGITS, 12), "-", (DIGITS, 12), "-", (DIGITS, 13),
       "-", (HEX, 32)),
    _f("Slack", "app-level token", "xapp-1-A", (UPPER + DIGITS, 10), "-", (DIGITS, 13), "-",
       (HEX, 64)),
    _f("Slack", "configuration token", "xoxe.xoxp-1-", (ALNUM, 163)),
    _f("Slack", "incoming webhook", "https://hooks.slack.com/services/T", (UPPER + DIGITS, 8),
       "/B", (UPPER + DIGITS, 10), "/", (ALNUM, 24), context="alerts go to {}"),
    _f("Stripe", "live secret key", "sk_live_", (ALNUM, 99),
       context="charge cards with {} in production"),
    _f("Stripe", "test secret key", "sk_test_", (ALNUM, 24)),
    _f("Stripe", "live restricted key", "rk_live_", (ALNUM, 99)),
    _f("Stripe", "test restricted key", "rk_test_", (ALNUM, 24)),
    _f("Stripe", "webhook signing secret", "whsec_", (ALNUM, 32)),
    _f("AWS", "access key id", "AKIA", (BASE32, 16), context="the uploader runs as {}"),
    _f("AWS", "temporary access key id", "ASIA", (BASE32, 16)),
    _f("AWS", "secret access key in a config line", "aws_secret_access_key = ",
       (B64, 40), context="{}"),
    _f("AWS", "Bedrock API key", "ABSK", (B64, 108)),
    _f("GCP", "API key", "AIza", (URLSAFE, 35), context="maps load with {} on the site"),
    _f("GCP", "OAuth client secret", "GOCSPX-", (URLSAFE, 28)),
    _f("GCP", "OAuth access token", "ya29.", (URLSAFE, 150)),
    _f("GCP", "service account private key", '"private_key": "-----BEGIN PRIVATE KEY-----\\n',
       (B64, 64), context="{}"),
    _f("Azure", "Entra ID client secret", (ALNUM, 3), "8Q~", (ALNUM + "_~.-", 34),
       context="the app registration signs in with {}"),
    _f("Azure", "storage account connection string",
       "DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey=", (B64, 86), "==",
       context="{}"),
    _f("Azure", "DevOps personal access token", (ALNUM, 52), "AAAAAAAAAAAAAAAAAAAAAAAAAAAA",
       context="azure devops pat: {}"),
    _f("Azure", "shared access signature", "https://acme.blob.core.windows.net/c?sv=2022-11-02"
       "&ss=b&srt=co&sp=rl&se=2027-01-01&sig=", (B64, 43), "%3D", context="{}"),
    # Model providers and AI services.
    _f("Groq", "API key", "gsk_", (ALNUM, 52)),
    _f("Replicate", "API token", "r8_", (ALNUM, 37)),
    _f("Perplexity", "API key", "pplx-", (ALNUM, 48)),
    _f("xAI", "API key", "xai-", (ALNUM, 80)),
    _f("LangSmith", "personal access token", "lsv2_pt_", (HEX, 32), "_", (HEX, 10)),
    _f("LangSmith", "service key", "lsv2_sk_", (HEX, 32), "_", (HEX, 10)),
    _f("Pinecone", "API key", "pcsk_", (ALNUM, 5), "_", (ALNUM, 63)),
    # Package registries and developer platforms.
    _f("npm", "access token", "npm_", (ALNUM, 36), context="publish with {}"),
    _f("PyPI", "upload token", "pypi-AgEIcHlwaS5vcmc", (URLSAFE, 70)),
    _f("RubyGems", "API key", "rubygems_", (HEX, 48)),
    _f("Docker Hub", "personal access token", "dckr_pat_", (URLSAFE, 27)),
    _f("Clojars", "deploy token", "CLOJARS_", (ALNUM, 60)),
    _f("NuGet", "API key", "oy2", (LOWER + DIGITS, 43)),
    _f("Artifactory", "API key", "AKCp", (ALNUM, 69)),
    _f("Postman", "API key", "PMAK-", (HEX, 24), "-", (HEX, 34)),
    _f("Pulumi", "access token", "pul-", (HEX, 40)),
    _f("Terraform Cloud", "API token", (ALNUM, 14), ".atlasv1.", (URLSAFE, 67)),
    _f("HashiCorp Vault", "service token", "hvs.", (URLSAFE, 90)),
    _f("HashiCorp Vault", "batch token", "hvb.", (URLSAFE, 138)),
    _f("Doppler", "personal token", "dp.pt.", (ALNUM, 43)),
    _f("Linear", "API key", "lin_api_", (ALNUM, 40)),
    _f("Notion", "integration secret", "ntn_", (DIGITS, 11), (ALNUM, 35)),
    _f("Atlassian", "API token", "ATATT3xFfGF0", (URLSAFE, 170), "=", (HEX, 8)),
    _f("Databricks", "personal access token", "dapi", (HEX, 32)),
    _f("DigitalOcean", "personal access token", "dop_v1_", (HEX, 64)),
    _f("DigitalOcean", "OAuth access token", "doo_v1_", (HEX, 64)),
    _f("DigitalOcean", "refresh token", "dor_v1_", (HEX, 64)),
    _f("Fly.io", "access token", "fo1_", (URLSAFE, 43)),
    _f("Heroku", "API key (new format)", "HRKU-AA", (URLSAFE, 58)),
    _f("PlanetScale", "service token", "pscale_tkn_", (URLSAFE, 43)),
    _f("PlanetScale", "password", "pscale_pw_", (URLSAFE, 43)),
    _f("Supabase", "service key", "sbp_", (HEX, 40)),
    _f("Prefect", "API key", "pnu_", (ALNUM, 36)),
    _f("ReadMe", "API key", "rdme_", (LOWER + DIGITS, 70)),
    _f("Grafana", "service account token", "glsa_", (ALNUM, 32), "_", (HEX, 8)),
    _f("Grafana", "cloud API token", "glc_", (B64, 80)),
    _f("Sentry", "user auth token", "sntryu_", (HEX, 64)),
    _f("Sentry", "organization token", "sntrys_eyJpYXQiOjE3MDAwMDAwMDAsInVybCI6Imh0dHBzOi8v"
       "c2VudHJ5LmlvIiwicmVnaW9uX3VybCI6Imh0dHBzOi8vdXMuc2VudHJ5LmlvIiwib3JnIjoiYWNtZSJ9_",
       (URLSAFE, 43)),
    _f("New Relic", "user API key", "NRAK-", (UPPER + DIGITS, 27)),
    _f("Dynatrace", "API token", "dt0c01.", (UPPER + DIGITS, 24), ".", (UPPER + DIGITS, 64)),
    _f("Infracost", "API token", "ico-", (ALNUM, 32)),
    _f("Octopus Deploy", "API key", "API-", (UPPER + DIGITS, 26)),
    _f("Harness", "personal access token", "pat.", (URLSAFE, 22), ".", (HEX, 24), ".",
       (ALNUM, 20)),
    _f("Scalingo", "API token", "tk-us-", (URLSAFE, 48)),
    _f("Typeform", "personal token", "tfp_", (URLSAFE, 59)),
    _f("Frame.io", "API token", "fio-u-", (URLSAFE, 64)),
    _f("Contentful", "personal access token", "CFPAT-", (URLSAFE, 43)),
    _f("Airtable", "personal access token", "pat", (ALNUM, 14), ".", (HEX, 64)),
    _f("1Password", "service account token", "ops_eyJ", (B64, 250)),
    _f("1Password", "account secret key", "A3-", (UPPER + DIGITS, 6), "-", (UPPER + DIGITS, 6),
       "-", (UPPER + DIGITS, 5), "-", (UPPER + DIGITS, 5), "-", (UPPER + DIGITS, 5), "-",
       (UPPER + DIGITS, 5), "-", (UPPER + DIGITS, 5)),
    _f("age", "secret key", "AGE-SECRET-KEY-1", ("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)),
    _f("Cloudflare", "origin CA key", "v1.0-", (HEX, 24), "-", (HEX, 146)),
    _f("Shopify", "access token", "shpat_", (HEX, 32)),
    _f("Shopify", "custom app token", "shpca_", (HEX, 32)),
    _f("Shopify", "shared secret", "shpss_", (HEX, 32)),
    _f("Shopify", "private app password", "shppa_", (HEX, 32)),
    # Messaging, mail, payments.
    _f("SendGrid", "API key", "SG.", (URLSAFE, 22), ".", (URLSAFE, 43)),
    _f("Brevo", "API key", "xkeysib-", (HEX, 64), "-", (ALNUM, 16)),
    _f("Mailgun", "private API key", "key-", (HEX, 32), context="mailgun uses {}"),
    _f("Mailchimp", "API key", (HEX, 32), "-us12", context="mailchimp: {}"),
    _f("Twilio", "API key SID", "SK", (HEX, 32)),
    _f("Telegram", "bot token", (DIGITS, 10), ":AA", (URLSAFE, 33),
       context="the telegram bot is {}"),
    _f("Discord", "webhook", "https://discord.com/api/webhooks/", (DIGITS, 18), "/",
       (URLSAFE, 68)),
    _f("Square", "access token", "EAAA", (URLSAFE, 60)),
    _f("Square", "OAuth secret", "sq0csp-", (URLSAFE, 43)),
    _f("Shippo", "live API token", "shippo_live_", (HEX, 40)),
    _f("EasyPost", "API key", "EZAK", (ALNUM, 54)),
    _f("Flutterwave", "secret key", "FLWSECK_TEST-", (HEX, 32), "-X"),
    _f("Duffel", "API token", "duffel_test_", (URLSAFE, 43)),
    _f("Dropbox", "long-lived access token", "sl.", (URLSAFE, 135)),
    _f("HubSpot", "private app token", "pat-na1-", (HEX, 8), "-", (HEX, 4), "-", (HEX, 4),
       "-", (HEX, 4), "-", (HEX, 12), context="hubspot: {}"),
    _f("Mapbox", "secret token", "sk.eyJ1IjoiYWNtZSIsImEiOiJ", (ALNUM, 20), "In0.",
       (URLSAFE, 22)),
    _f("Alibaba Cloud", "AccessKey ID", "LTAI", (ALNUM, 20)),
    _f("Yandex", "API key", "AQVN", (URLSAFE, 36), context="yandex: {}"),
    _f("OpenShift", "user token", "sha256~", (URLSAFE, 43)),
    # Generic shapes.
    _f("PEM", "RSA private key", "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA",
       (B64, 64), context="{}"),
    _f("PEM", "OpenSSH private key", "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXk",
       (B64, 60), context="{}"),
    _f("PGP", "private key block", "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBF",
       (B64, 60), context="{}"),
    _f("JWT", "signed token", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI",
       (URLSAFE, 40), ".", (URLSAFE, 43)),
)

# Texts a memory may hold: none is a credential.
LOOK_ALIKES: tuple[str, ...] = (
    "Download weights with hf_hub_download, not the raw URL.",
    "Set HF_HOME to /data/hf so the cache survives rebuilds.",
    "Install hf_transfer to speed up large downloads.",
    "Tokens that start with hf_ belong in the keyring, never in the repo.",
    "The helper is src/hf_utils/hf_download.py.",
    "Use scikit-learn (sk-learn in the old notes) for the baseline model.",
    "The sk-proj- prefix means an OpenAI project key; rotate them monthly.",
    "Read OPENAI_API_KEY and ANTHROPIC_API_KEY from the environment.",
    "Keys that look like sk-ant-... must be rotated after a leak.",
    "GitHub tokens start with ghp_ or github_pat_; scan for both in CI.",
    "The github_pat_scopes helper lists what a token may do.",
    "Use $GITHUB_TOKEN in Actions instead of a personal token.",
    "GitLab personal tokens look like glpat-xxxxxxxxxxxxxxxxxxxx in the docs.",
    "Set SLACK_BOT_TOKEN=xoxb-your-bot-token in .env.example.",
    "Slack bot tokens begin with xoxb-; user tokens with xoxp-.",
    "Stripe test keys are sk_test_XXXXXXXXXXXXXXXXXXXXXXXX in our fixtures.",
    "Publishable keys (pk_live_...) may appear in the frontend bundle.",
    "AWS access key ids start with AKIA; temporary ones with ASIA.",
    "Google API keys start with AIza and are restricted by referrer.",
    "Azure client secrets contain a Q~ after three characters.",
    "The release commit is 4f3c2a1b9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b.",
    "The request id was 3f2504e0-4f89-11d3-9a0c-0305e82c3301.",
    "Pin the image by digest: python@sha256:9b2c6f1e0a4d3b5c7e9f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d.",
    "The pod api-7d9f8c6b5d-x2x9q restarted twice.",
    "npm_config_cache points at /tmp/npm in CI.",
    "pypi-server hosts the internal wheels.",
    "The dckr_pat_ prefix is for Docker Hub tokens.",
    "DigitalOcean tokens start with dop_v1_.",
    "Use the pat-na1 region endpoint for HubSpot.",
    "The test class is TestHfTokenRedactionWorksForLongInputs.",
    "The migration is 20261203_add_billing_accounts_table.",
    "The CSS class is css-1x2y3z4 from emotion.",
    "Version 2.14.0-rc.3+build.20261201 fixed it.",
    "Our Go module is github.com/acme/billing-service/v2/internal/ledger.",
    "SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8 is the host key fingerprint.",
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGnX2mZ4x7yQ1rP0bS8vK3hT6wL9cD2eF5gH1jK4mN7p dev@laptop",
    "Call the function get_github_token_from_keyring() instead of reading the file.",
    "The Jira ticket is PAY-1234 and the epic is PAY-1000.",
    "The AGE-SECRET-KEY-1 line goes in the age identity file, never in git.",
    "Rotate anything matching xapp-1- after offboarding.",
    "Write `AKIAIOSFODNN7EXAMPLE`-style placeholders only in docs.",
    "The 1Password vault item is 'Deploy keys / production'.",
    "ops_ prefixed tokens are 1Password service accounts.",
    "Keep the BEGIN PUBLIC KEY block in docs/keys.md; it is public.",
    "The Terraform workspace is acme-prod.atlasv1 in our naming notes.",
    "Use hvs. tokens only through vault login, never pasted.",
    "The webhook path is /api/webhooks/stripe and verifies the signature.",
    "Base64 of 'hello world' is aGVsbG8gd29ybGQ=.",
    "The tracking pixel id is UA-12345678-1.",
    "Telegram bot names end with _bot, like acme_deploy_bot.",
    "Our Sentry project slug is acme-billing-api.",
    "The Grafana folder is glc-dashboards/billing.",
    "The dataset is hf://datasets/acme/support-tickets.",
    "The OpenShift route uses sha256 image digests.",
    "Set the NuGet source to https://nuget.acme.internal/v3/index.json.",
    "The long CamelCase name is AbstractSingletonProxyFactoryBeanProvider.",
    "Our ULIDs look like 01HF3Z9Y8X7W6V5T4S3R2Q1P0N.",
    "Feature flag key: billing_new_invoice_layout_2026.",
)


def token(fmt: Format, rng: random.Random) -> str:
    """One token of ``fmt``, drawn from ``rng``."""
    out = []
    for part in fmt.parts:
        if isinstance(part, str):
            out.append(part)
        else:
            alphabet, length = part
            chars = [rng.choice(alphabet) for _ in range(length)]
            # A generated run always mixes what its alphabet offers, as real keys do.
            if any(c.isdigit() for c in alphabet) and not any(c.isdigit() for c in chars):
                chars[rng.randrange(length)] = rng.choice([c for c in alphabet if c.isdigit()])
            out.append("".join(chars))
    return "".join(out)


def samples(seed: int = 20261204) -> list[tuple[Format, str]]:
    """Every format's sentence with its token, from a fixed seed."""
    rng = random.Random(seed)
    return [(fmt, fmt.context.format(token(fmt, rng))) for fmt in FORMATS]
