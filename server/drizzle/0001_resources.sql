CREATE TABLE "challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goal_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"xp_reward" integer NOT NULL,
	"difficulty" text NOT NULL,
	"duration_days" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "challenges_difficulty_check" CHECK ("challenges"."difficulty" in ('easy', 'medium', 'hard'))
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"locale" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "levels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"required_xp" integer NOT NULL,
	"badge" text DEFAULT '' NOT NULL,
	"rewards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_activity_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"signups" integer NOT NULL,
	"active_users" integer NOT NULL,
	"completions" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_challenge_progress" (
	"telegram_user_id" integer NOT NULL,
	"challenge_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "telegram_challenge_progress_telegram_user_id_challenge_id_pk" PRIMARY KEY("telegram_user_id","challenge_id")
);
--> statement-breakpoint
CREATE TABLE "telegram_user_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telegram_user_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"telegram_user_id" integer NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telegram_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"telegram_id" bigint NOT NULL,
	"username" text,
	"first_name" text NOT NULL,
	"last_name" text,
	"language_code" text,
	"is_premium" boolean DEFAULT false NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"current_goal_id" integer,
	"streak" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "telegram_users_status_check" CHECK ("telegram_users"."status" in ('active', 'blocked'))
);
--> statement-breakpoint
CREATE TABLE "app_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "app_users_status_check" CHECK ("app_users"."status" in ('active', 'inactive', 'banned')),
	CONSTRAINT "app_users_role_check" CHECK ("app_users"."role" in ('user', 'moderator', 'premium'))
);
--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_challenge_progress" ADD CONSTRAINT "telegram_challenge_progress_telegram_user_id_telegram_users_id_fk" FOREIGN KEY ("telegram_user_id") REFERENCES "public"."telegram_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_challenge_progress" ADD CONSTRAINT "telegram_challenge_progress_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_user_logs" ADD CONSTRAINT "telegram_user_logs_telegram_user_id_telegram_users_id_fk" FOREIGN KEY ("telegram_user_id") REFERENCES "public"."telegram_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_users" ADD CONSTRAINT "telegram_users_current_goal_id_goals_id_fk" FOREIGN KEY ("current_goal_id") REFERENCES "public"."goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenges_goal_sort_idx" ON "challenges" USING btree ("goal_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "faq_entries_locale_sort_idx" ON "faq_entries" USING btree ("locale","sort_order","id");--> statement-breakpoint
CREATE INDEX "goals_sort_order_idx" ON "goals" USING btree ("sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "levels_number_key" ON "levels" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "levels_required_xp_key" ON "levels" USING btree ("required_xp");--> statement-breakpoint
CREATE INDEX "telegram_challenge_progress_challenge_idx" ON "telegram_challenge_progress" USING btree ("challenge_id");--> statement-breakpoint
CREATE INDEX "telegram_challenge_progress_started_idx" ON "telegram_challenge_progress" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "telegram_challenge_progress_completed_idx" ON "telegram_challenge_progress" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX "telegram_user_logs_user_created_idx" ON "telegram_user_logs" USING btree ("telegram_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "telegram_user_logs_user_type_created_idx" ON "telegram_user_logs" USING btree ("telegram_user_id","type","created_at","id");--> statement-breakpoint
CREATE INDEX "telegram_user_logs_created_idx" ON "telegram_user_logs" USING btree ("created_at","telegram_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_users_telegram_id_key" ON "telegram_users" USING btree ("telegram_id");--> statement-breakpoint
CREATE INDEX "telegram_users_username_prefix_idx" ON "telegram_users" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "telegram_users_first_name_prefix_idx" ON "telegram_users" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "telegram_users_last_name_prefix_idx" ON "telegram_users" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "telegram_users_joined_at_idx" ON "telegram_users" USING btree ("joined_at","id");--> statement-breakpoint
CREATE INDEX "telegram_users_last_active_at_idx" ON "telegram_users" USING btree ("last_active_at","id");--> statement-breakpoint
CREATE INDEX "telegram_users_xp_idx" ON "telegram_users" USING btree ("xp","id");--> statement-breakpoint
CREATE INDEX "telegram_users_level_idx" ON "telegram_users" USING btree ("level","id");--> statement-breakpoint
CREATE INDEX "telegram_users_streak_idx" ON "telegram_users" USING btree ("streak","id");--> statement-breakpoint
CREATE INDEX "telegram_users_username_idx" ON "telegram_users" USING btree ("username","id");--> statement-breakpoint
CREATE INDEX "telegram_users_current_goal_idx" ON "telegram_users" USING btree ("current_goal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_users_username_lower_key" ON "app_users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "app_users_email_lower_key" ON "app_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "app_users_username_prefix_idx" ON "app_users" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "app_users_email_prefix_idx" ON "app_users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "app_users_first_name_prefix_idx" ON "app_users" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "app_users_last_name_prefix_idx" ON "app_users" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "app_users_created_at_idx" ON "app_users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "app_users_last_login_idx" ON "app_users" USING btree ("last_login","id");--> statement-breakpoint
CREATE INDEX "app_users_status_idx" ON "app_users" USING btree ("status","id");