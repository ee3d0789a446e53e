"""The network the engine evaluates with (core/nnue/network.h), in floating point for
training: a sum of feature columns per view, both views clipped to 0..1 and squared (the side
to move's first), one linear output. Scores are centipawns = output x SCALE.

While training, each feature's column is its own plus one shared by every point of its piece
(mine or theirs, and type): the shared part learns what a piece is worth wherever it stands
from every position it appears in, so points seldom seen start from the piece's worth. The
file holds the two added together."""
import torch
from torch import nn

QA, QB, SCALE = 255, 256, 400


class Net(nn.Module):
    def __init__(self, features, width, points):
        super().__init__()
        self.features, self.points = features, points
        pieces = features // points  # the padding row of ft maps to the padding row here
        self.factor = nn.EmbeddingBag(pieces + 1, width, mode="sum", padding_idx=pieces)
        # One more row: the padding of unused slots, always zero.
        self.ft = nn.EmbeddingBag(features + 1, width, mode="sum", padding_idx=features)
        self.ft_bias = nn.Parameter(torch.zeros(width))
        self.out = nn.Linear(2 * width, 1)
        with torch.no_grad():
            self.ft.weight.uniform_(-0.1, 0.1)
            self.ft.weight[features].zero_()
            self.ft_bias.fill_(0.1)
            self.factor.weight.zero_()

    def forward(self, us, them):
        a = self.ft(us) + self.factor(us // self.points) + self.ft_bias
        b = self.ft(them) + self.factor(them // self.points) + self.ft_bias
        h = torch.cat([a, b], dim=1).clamp(0, 1) ** 2
        return self.out(h).squeeze(1)

    def columns(self, seen):
        """Each feature's whole column (its own plus its piece's), zero where never seen."""
        with torch.no_grad():
            idx = torch.arange(self.features)
            w = self.ft.weight[: self.features] + self.factor.weight[idx // self.points]
            return w * seen[: self.features].unsqueeze(1)

    def clip(self):
        """Keeps the output weights where the integer network can hold them (|w x QB| <= 127)."""
        with torch.no_grad():
            self.out.weight.clamp_(-127 / QB, 127 / QB)
