"""Who is asking: sessions and API tokens, password and token hashing, login rate limits."""
