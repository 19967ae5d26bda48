DROP INDEX "creator_search_platforms_price_idx";--> statement-breakpoint
CREATE INDEX "creator_search_platforms_platform_user_idx" ON "creator_search_platforms" USING btree ("platform","user_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "creator_search_platforms_price_idx" ON "creator_search_platforms" USING btree ("platform","formula_price_paise","user_id" DESC NULLS FIRST);