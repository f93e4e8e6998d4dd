import type {
  DomainEvent,
  DomainEventOf,
  DomainEventType,
  GroupRequestStatus,
  NotificationType,
} from '@tradecircle/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDb } from './db/client.ts';
import { findProfileByUserId, profileJoin } from './modules/users/index.ts';

/**
 * The vocabulary between the modules that declare who hears of their events (each module's
 * `*.audiences.ts`) and the notifications module that applies them (its fan-out). It sits outside
 * the modules so that every module can declare audiences while notifications reads from the others.
 */

/**
 * One notification an event makes, and to whom: the recipients as subqueries of user ids (their
 * union is taken; a user is notified once per audience). `notifyActor` false leaves the actor out
 * (nobody is told of their own act), and `blockable` leaves out users who blocked the actor.
 */
export type Audience = {
  type: NotificationType;
  actorUserId: number;
  actorName: string;
  actorImage: string | null;
  tradeId: number | null;
  /** The group a group notification is about (notifications.group_id). */
  groupId: number | null;
  /** The group's name when the event was applied (the live push; the list reads it anew). */
  groupName: string | null;
  /** A join request's standing when it was applied: Pending (the list reads it anew). */
  requestStatus: GroupRequestStatus | null;
  text: string;
  recipients: SQL[];
  notifyActor: boolean;
  blockable: boolean;
};

/** Who did what a notification tells: their user id, profile name and image. */
export type Actor = { userId: number; name: string; image: string | null };
/** The group a notification is about. */
export type NotifiedGroup = { id: number; name: string; adminUserId: number };

/** What an audience declaration may ask while the event is applied (inside the fan-out's transaction). */
export type AudienceLookup = {
  db: AppDb;
  /** The actor's name and image (read once per event). */
  actor(userId: number): Promise<Actor>;
};

/** The notifications one event of this type makes. */
export type AudienceOf<Type extends DomainEventType> = (
  event: DomainEventOf<Type>,
  lookup: AudienceLookup,
) => Promise<Audience[]>;

/**
 * A module's declarations: who hears of each event it records (its `*.audiences.ts`). App wiring
 * joins every module's into one EveryAudience, which the type checker holds complete.
 */
export type AudienceDeclarations<Types extends DomainEventType> = { [Type in Types]: AudienceOf<Type> };
export type EveryAudience = AudienceDeclarations<DomainEventType>;

/** Nobody hears of these events (the live cards, or another module, follow them). */
export const notifiesNobody = async (): Promise<Audience[]> => [];

/** Users named by id in an event (an owner, a followee): only those that still exist, as a subquery. */
export function existingUsers(userIds: readonly number[]): SQL {
  return sql`select ${profileJoin.userId} from ${profileJoin.table} where ${profileJoin.userId} = any(${sql.param([...userIds])}::int[])`;
}

export type AudienceOptions = {
  notifyActor?: boolean;
  group?: NotifiedGroup;
  requestStatus?: GroupRequestStatus;
};

export function notificationAudience(
  type: NotificationType,
  actor: Actor,
  tradeId: number | null,
  text: string,
  recipients: SQL[],
  options: AudienceOptions = {},
): Audience {
  return {
    type,
    actorUserId: actor.userId,
    actorName: actor.name,
    actorImage: actor.image,
    tradeId,
    groupId: options.group?.id ?? null,
    groupName: options.group?.name ?? null,
    requestStatus: options.requestStatus ?? null,
    text,
    recipients,
    notifyActor: options.notifyActor ?? false,
    blockable: !options.notifyActor,
  };
}

/**
 * The notifications one event makes, as its module declares them: none when what it names is gone,
 * nor for a real trade still awaiting its broker (its owner's alone).
 */
export async function audiencesOf(
  db: AppDb,
  event: DomainEvent,
  declarations: EveryAudience,
): Promise<Audience[]> {
  if ('ownerOnly' in event && event.ownerOnly) return [];
  const actors = new Map<number, Actor>();
  const lookup: AudienceLookup = {
    db,
    async actor(userId) {
      let actor = actors.get(userId);
      if (!actor) {
        const profile = await findProfileByUserId(db, userId);
        actor = { userId, name: profile?.name?.trim() || 'Someone', image: profile?.profileImage ?? null };
        actors.set(userId, actor);
      }
      return actor;
    },
  };
  const of = declarations[event.type] as AudienceOf<DomainEventType>;
  return of(event as never, lookup);
}
