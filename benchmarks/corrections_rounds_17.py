"""The seventeenth fresh round of the correction set, rows as in `benchmarks.corrections_rounds`;
written and committed before the rules it measures ran on it."""

from __future__ import annotations

U, N = "update", "new"
F, P, R, US = "feedback", "project", "reference", "user"

Rows = tuple[tuple[str, ...], ...]

# --- fresh_17 --------------------------------------------------------------------------
# A seventeenth fresh round (#24, 2026-12-05): written and committed after the rules were
# changed for fresh_16 (fresh_16 is seen from then on), before they ran on it; scored
# once, then read. 20 pairs a language (12 corrections, 8 look-alikes), on subjects no
# round used (video meetings, the payment processor, form validation libraries, the
# dependency update bot, the minimum password length, webhook retries, the user's
# employer, keyboard layout and input method, architecture diagram tools, product image
# formats, the p95 latency target, the marketing site's platform, push notifications,
# the weekly report's deadline, the daily report's deadline). Corrections in several
# registers (terse "Payments: Adyen from now on.", lowercase and casual, polite requests,
# Chinese and Japanese with English terms, two clauses, "not X anymore", "actually",
# "we moved/switched", a number or time changed, a directive with no change word, the
# subject said in other words than the record's, a change of employer); each look-alike
# shares one surface feature (a change verb, a time word, a negation, the old value, a
# project noun, the person, a number) with the stored record but is about something else,
# and at least two a language set an amount of another thing or in another unit ("One-time
# codes are 8 digits long now" against "Passwords must be at least 8 characters").
# Each language written on its own.
EN_FRESH_17: Rows = (
    (U, P, "team-meetings-zoom", "Team meetings happen on Zoom",
     "We moved our calls over to Google Meet."),
    (U, R, "payments-stripe", "Payments are processed by Stripe",
     "Payments: Adyen from now on."),
    (U, F, "form-validation-yup", "Validate forms with Yup",
     "actually we validate forms with zod now"),
    (U, R, "dependency-updates-dependabot", "Dependency update PRs come from Dependabot",
     "Renovate opens the dependency update PRs now, and Dependabot is turned off."),
    (U, P, "password-min-8-chars", "Passwords must be at least 8 characters",
     "Bump the minimum password length to 12 characters."),
    (U, P, "webhook-retries-3", "Failed webhooks are retried 3 times",
     "Failed webhooks should get 5 retries, not 3."),
    (U, US, "user-works-at-northwind", "The user works at Northwind Logistics",
     "I left Northwind in March and joined Contoso as a platform engineer."),
    (U, US, "user-keyboard-qwerty", "The user types on a QWERTY keyboard layout",
     "I switched to Colemak a few months ago."),
    (U, F, "architecture-diagrams-drawio", "Draw architecture diagrams in draw.io",
     "Could you draw the architecture diagrams in Excalidraw instead?"),
    (U, F, "product-images-webp", "Serve product images as WebP",
     "Product images should be served as AVIF."),
    (U, P, "api-p95-target-300ms", "The API's p95 latency target is 300 ms",
     "We tightened the API's p95 latency target to 200 ms."),
    (U, R, "marketing-site-wordpress", "The marketing site runs on WordPress",
     "The marketing site isn't on WordPress anymore, it's on Webflow."),
    (N, P, "team-meetings-zoom-2", "Team meetings happen on Zoom",
     "We moved our payroll over to Gusto."),
    (N, R, "payments-stripe-2", "Payments are processed by Stripe",
     "Expense reports: Ramp from now on."),
    (N, F, "form-validation-yup-2", "Validate forms with Yup",
     "actually the signup form lives in its own package now"),
    (N, R, "dependency-updates-dependabot-2", "Dependency update PRs come from Dependabot",
     "Dependabot security alerts go to the #security channel, not to email."),
    (N, P, "password-min-8-chars-2", "Passwords must be at least 8 characters",
     "One-time codes are 8 digits long now."),
    (N, P, "webhook-retries-3-2", "Failed webhooks are retried 3 times",
     "Failed login attempts lock the account after 5 tries now."),
    (N, US, "user-works-at-northwind-2", "The user works at Northwind Logistics",
     "I joined the company climbing club in March."),
    (N, P, "api-p95-target-300ms-2", "The API's p95 latency target is 300 ms",
     "The API's rate limit is 300 requests per minute now."),
)

ZH_FRESH_17: Rows = (
    (U, P, "例会-腾讯会议", "团队例会用腾讯会议开。", "例会以后都改用飞书视频会议。"),
    (U, R, "收款-stripe", "线上收款用 Stripe。", "收款那边已经切到 Adyen 了。"),
    (U, F, "表单校验-async-validator", "表单校验用 async-validator。", "表单校验换成 zod 吧"),
    (U, R, "依赖升级-dependabot", "依赖升级的 PR 由 Dependabot 提。",
     "依赖升级现在交给 Renovate 了，Dependabot 已经关掉了。"),
    (U, P, "密码-至少8位", "密码至少 8 位。", "密码最短长度调到 12 位。"),
    (U, P, "app推送-极光", "App 推送用极光推送。", "推送服务我们已经迁到个推了。"),
    (U, US, "公司-星河科技", "我在星河科技上班。",
     "我三月份从星河科技离职了，现在在云帆数据做后端。"),
    (U, US, "输入法-搜狗", "我用搜狗输入法打字。", "其实我已经换成微信输入法了。"),
    (U, F, "架构图-processon", "架构图用 ProcessOn 画。", "麻烦以后架构图用 Excalidraw 画。"),
    (U, P, "周报-周五下班前", "周报每周五下班前交。", "周报以后周一上午交就行。"),
    (U, P, "接口p95-300毫秒", "接口 P95 延迟目标是 300 毫秒。", "P95 目标收紧到 200ms 了。"),
    (U, R, "官网-wordpress", "官网是用 WordPress 搭的。",
     "官网不用 WordPress 了，现在是 Webflow。"),
    (N, P, "例会-腾讯会议-2", "团队例会用腾讯会议开。", "请假以后都改用钉钉审批。"),
    (N, R, "收款-stripe-2", "线上收款用 Stripe。", "Stripe 的对账单每月 5 号导出。"),
    (N, R, "依赖升级-dependabot-2", "依赖升级的 PR 由 Dependabot 提。",
     "PR 的审查现在由小李负责。"),
    (N, P, "密码-至少8位-2", "密码至少 8 位。", "用户昵称最多 8 个字。"),
    (N, US, "公司-星河科技-2", "我在星河科技上班。", "我从三月份开始学日语了。"),
    (N, US, "输入法-搜狗-2", "我用搜狗输入法打字。", "我现在不用机械键盘了，换成静电容键盘了。"),
    (N, P, "接口p95-300毫秒-2", "接口 P95 延迟目标是 300 毫秒。", "接口限流调到每分钟 300 次了。"),
    (N, R, "官网-wordpress-2", "官网是用 WordPress 搭的。", "设计稿不用 Sketch 了，现在是 Figma。"),
)

JA_FRESH_17: Rows = (
    (U, P, "定例-zoom", "定例は Zoom でやっている。",
     "会議ツールは Google Meet に変更になりました。"),
    (U, R, "決済-stripe", "決済は Stripe を使っている。", "決済は PAY.JP に切り替えたよ"),
    (U, F, "バリデーション-yup", "フォームのバリデーションは Yup で書く。",
     "バリデーションは今後 Zod でお願いします。"),
    (U, R, "依存更新-dependabot", "依存関係の更新は Dependabot に任せている。",
     "依存の更新 PR は Renovate が出すようにしました。Dependabot は止めてあります。"),
    (U, P, "パスワード-8文字以上", "パスワードは 8 文字以上にする。",
     "パスワードの最小文字数を 12 に上げてください。"),
    (U, P, "日報-18時まで", "日報は毎日 18 時までに出す。",
     "日報の締め切りは 17 時半になりました。"),
    (U, US, "勤務先-ミナトシステム", "私は株式会社ミナトシステムに勤めている。",
     "4 月から転職して、今は青葉ソフトで働いています。"),
    (U, US, "入力方式-かな入力", "私はかな入力で打っている。",
     "実はもうローマ字入力に切り替えました。"),
    (U, F, "構成図-cacoo", "構成図は Cacoo で描く。", "構成図は draw.io で描いてください。"),
    (U, F, "商品画像-webp", "商品画像は WebP で配信する。",
     "商品画像は AVIF で配信するようになりました。"),
    (U, P, "apiのp95-300ミリ秒", "API の p95 レイテンシ目標は 300 ミリ秒。",
     "p95 の目標は 200ms に下げました。"),
    (U, R, "コーポレートサイト-wordpress", "コーポレートサイトは WordPress で作っている。",
     "コーポレートサイトは WordPress をやめて、今は STUDIO で運用しています。"),
    (N, P, "定例-zoom-2", "定例は Zoom でやっている。", "勉強会の会場は 5 階に変更になりました。"),
    (N, R, "決済-stripe-2", "決済は Stripe を使っている。",
     "Stripe の請求書は経理の山田さんに送ってください。"),
    (N, P, "パスワード-8文字以上-2", "パスワードは 8 文字以上にする。",
     "ユーザー名は今後 8 文字以内にしてください。"),
    (N, P, "日報-18時まで-2", "日報は毎日 18 時までに出す。",
     "オフィスの空調は 18 時で止まるようになりました。"),
    (N, US, "勤務先-ミナトシステム-2", "私は株式会社ミナトシステムに勤めている。",
     "4 月から英会話教室に通っています。"),
    (N, US, "入力方式-かな入力-2", "私はかな入力で打っている。",
     "実はエディタのテーマをダークに切り替えました。"),
    (N, P, "apiのp95-300ミリ秒-2", "API の p95 レイテンシ目標は 300 ミリ秒。",
     "API のレート制限は 1 分あたり 300 回です。"),
    (N, R, "コーポレートサイト-wordpress-2", "コーポレートサイトは WordPress で作っている。",
     "社内 Wiki は Confluence をやめて、今は esa で運用しています。"),
)
