-- Issue 21, pay ranges (California SB 1162): a career's range in the currency's minor unit, all four
-- columns or none. An OPEN career must have one; that check is added NOT VALID, so careers opened before
-- this migration keep their rows (a migration never fails on them), while every insert and update from
-- now on is checked: such a career can be closed, but not saved or reopened without a range.
ALTER TABLE "careers" ADD COLUMN "pay_min" integer;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "pay_max" integer;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "pay_currency" text;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "pay_period" text;--> statement-breakpoint
ALTER TABLE "careers" ADD CONSTRAINT "careers_pay_range_ck" CHECK (("careers"."pay_min" is null and "careers"."pay_max" is null and "careers"."pay_currency" is null and "careers"."pay_period" is null)
        or ("careers"."pay_min" is not null and "careers"."pay_max" is not null and "careers"."pay_currency" is not null
          and "careers"."pay_period" is not null and "careers"."pay_min" > 0 and "careers"."pay_min" <= "careers"."pay_max"
          and "careers"."pay_max" <= 1000000000 and "careers"."pay_currency" in ('USD', 'EUR', 'GBP', 'CAD')
          and "careers"."pay_period" in ('HOUR', 'YEAR')));--> statement-breakpoint
ALTER TABLE "careers" ADD CONSTRAINT "careers_open_pay_ck" CHECK ("careers"."status" <> 'OPEN' or "careers"."pay_min" is not null) NOT VALID;
