CREATE INDEX "beats_updated_idx" ON "beats" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "beats_media_idx" ON "beats" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "beats_preview_media_idx" ON "beats" USING btree ("preview_media_id");--> statement-breakpoint
CREATE INDEX "media_analyses_analysed_idx" ON "media_analyses" USING btree ("analysed_at");