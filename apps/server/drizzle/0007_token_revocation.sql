-- Every authenticated request checks that its access token's sign-in (refresh-token family) was not
-- revoked by a logout or a refresh-token reuse: this index holds only revoked rows, so the check is one
-- lookup in a small index.
CREATE INDEX "refresh_tokens_revoked_family_idx" ON "refresh_tokens" USING btree ("family_id") WHERE "refresh_tokens"."revoked_at" is not null;