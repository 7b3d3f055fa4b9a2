// The current sign-on pin of a demo staff account (README "Demo accounts"): `npm run staff-pin --
// chiara.assistenza`. The secrets are the demo world's, published on purpose; a real account's
// secret is in the staff member's authenticator app only.
import { generateTOTP } from '@epic-web/totp';
import { DEMO_STAFF } from '../backend/seed/staff';

const wanted = process.argv[2];
const member = Object.values(DEMO_STAFF).find((m) => m.username === wanted);
if (!member) {
  console.error(
    `usage: npm run staff-pin -- <${Object.values(DEMO_STAFF)
      .map((m) => m.username)
      .join(' | ')}>`,
  );
  process.exit(1);
}
const { otp } = await generateTOTP({ secret: member.totpSecret, period: 30, digits: 6, algorithm: 'SHA-1' });
console.log(otp);
