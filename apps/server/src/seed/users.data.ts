/**
 * Demo people: one superuser, one staff member per staff team (admin.ts), SEBI-registered experts, an
 * unregistered expert and a follower.
 */
export type SeedUser = {
  phone: string;
  name: string;
  bio: string;
  isSuperuser?: boolean;
  /** The staff team (admin.ts SEED_TEAMS) this person works in. */
  staffTeam?: string;
  /** A recorded SEBI registration (self-declared, as the registration route records it). */
  sebi?: {
    userType: 'registered_analyst' | 'registered_investment_advisor';
    number: string;
    /** YYYY-MM-DD */
    validUntil: string;
  };
};

export const SEED_USERS: SeedUser[] = [
  {
    phone: '9000000001',
    name: 'TradeCircle Admin',
    bio: 'Platform administrator: verifies groups, courses and payout details.',
    isSuperuser: true,
  },
  {
    phone: '9000000002',
    name: 'Neha Kulkarni',
    bio: 'Compliance team: payout details, SEBI registrations, performance verification and margins.',
    staffTeam: 'Compliance',
  },
  {
    phone: '9000000003',
    name: 'Arjun Rao',
    bio: 'Content team: group and video course verification.',
    staffTeam: 'Content',
  },
  {
    phone: '9000000004',
    name: 'Sana Qureshi',
    bio: 'Support team: reports from Report & Block and account moderation.',
    staffTeam: 'Support',
  },
  {
    phone: '9810000001',
    name: 'Ananya Sharma',
    bio: 'SEBI registered research analyst. Swing trades in large-cap banks and IT, strict stop losses.',
    sebi: { userType: 'registered_analyst', number: 'INH000012345', validUntil: '2030-03-31' },
  },
  {
    phone: '9810000002',
    name: 'Rohit Verma',
    bio: 'SEBI registered investment adviser. Positional ideas in autos, capital goods and pharma.',
    sebi: { userType: 'registered_investment_advisor', number: 'INA000067890', validUntil: '2029-09-30' },
  },
  {
    phone: '9810000003',
    name: 'Meera Iyer',
    bio: 'SEBI registered research analyst focused on index options and intraday momentum.',
    sebi: { userType: 'registered_analyst', number: 'INH000054321', validUntil: '2031-01-15' },
  },
  {
    phone: '9810000004',
    name: 'Karan Mehta',
    bio: 'Independent trader sharing breakout setups. Not SEBI registered; ideas are for learning.',
  },
  {
    phone: '9810000005',
    name: 'Priya Nair',
    bio: 'Long-term investor learning to trade with defined risk.',
  },
];
