/**
 * The composition root: builds core services on db/ repositories and hands them to the HTTP host,
 * the API routes and (through the router context) the page loaders.
 */
import type { AccountMailer } from "../core/accounts/account-mail.ts";
import type { Identity } from "../core/accounts/registration.ts";
import { hostname } from "node:os";
import { createJobRunner } from "../core/jobs/job-runner.ts";
import { JOB_RETENTION_DAYS, type JobQueue, type JobStore } from "../core/jobs/jobs.ts";
import { registerMailJobs } from "../core/mail/mail-jobs.ts";
import { createMailService, type MailService } from "../core/mail/mail-service.ts";
import { createPaymentService, type PaymentService } from "../core/payments/payment-service.ts";
import { createSandboxGateway } from "../core/payments/sandbox-gateway.ts";
import { createMemoryRateLimitStore } from "../core/rate-limit/memory-store.ts";
import { createRateLimiter, type RateLimiter } from "../core/rate-limit/rate-limiter.ts";
import type { AccountRepository } from "../core/accounts/accounts.ts";
import type { FlightService } from "../core/flights/flight-service.ts";
import { createFlightsApplication, type FlightsApplication } from "../core/application/flights.ts";
import { manilaToday } from "../contracts/flights.ts";
import type { PostTicketing } from "../core/flights/post-ticketing.ts";
import type { FlightCheckout } from "../core/flights/checkout/flight-checkout.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { createJobStore } from "../db/repositories/job-store.ts";
import { createOutboxRepository } from "../db/repositories/outbox-repository.ts";
import { jobScopedOutbox, jobScopedQueue } from "./job-mail.ts";
import { createPaymentKeyStore, createPaymentStore } from "../db/repositories/payment-store.ts";
import { createRateLimitStore } from "../db/repositories/rate-limit-store.ts";
import type { HotelCheckout } from "../core/hotels/hotel-checkout.ts";
import { createHotelsApplication, type HotelsApplication } from "../core/application/hotels.ts";
import { flightBookingAccess } from "../core/application/booking-access.ts";
import { hotelBookingAccess } from "../core/application/hotel-access.ts";
import { createOutboxApplication, type OutboxApplication } from "../core/application/outbox.ts";
import { createHotelTripsApplication, type HotelTripsApplication } from "../core/application/hotel-trips.ts";
import { createPaymentsApplication, type PaymentsApplication } from "../core/application/payments.ts";
import { createFlightTripsApplication, type FlightTripsApplication } from "../core/application/flight-trips.ts";
import { type BookingsApplication, createBookingsApplication } from "../core/application/bookings.ts";
import { createPostTicketingApplication, type PostTicketingApplication } from "../core/application/post-ticketing.ts";
import type { HotelSupplier } from "../core/hotels/supplier.ts";
import { createContactService, type ContactService } from "../core/contact/contact-service.ts";
import { createContactStore } from "../db/repositories/contact-store.ts";
import { createItineraryService, type ItineraryService } from "../core/itinerary/itinerary-service.ts";
import { createItineraryStore } from "../db/repositories/itinerary-store.ts";
import { createContentService, type ContentService } from "../core/content/posts.ts";
import { createPostRepository, createSearchIndex } from "../db/repositories/content-store.ts";
import { type AccountServices, createAccountServices } from "./account-services.ts";
import type { Auth } from "./auth.ts";
import { createFlightServices, type FlightTestHooks } from "./flight-services.ts";
import { createHotelServices, type HotelClock } from "./hotel-services.ts";
import type { Env } from "./env.ts";
import type { AppLogger } from "./logger.ts";
import { mailFolder } from "./mail/mail-folder.ts";
import { createSmtpTransport } from "./mail/smtp-transport.ts";
import { createSessionLookup, type SessionLookup } from "./session-lookup.ts";
import { writeCounterOf } from "../db/pglite-writes.ts";
import path from "node:path";
import { createLocationServices, type LocationServices } from "./location-services.ts";
import { createWeatherApplication, type WeatherApplication } from "../core/application/weather.ts";
import { createContactApplication, type ContactApplication } from "../core/application/contact.ts";
import { createContentApplication, type ContentApplication } from "../core/application/content.ts";
import type { ChatResponder } from "../core/application/chat-responder.ts";
import { createAssistant } from "./assistant.ts";
import { withAssistantModel } from "./assistant-model.ts";
import { type ChatApplication, createChatApplication } from "../core/application/chat.ts";
import { createChatStore } from "../db/repositories/chat-store.ts";
import { createAccountsApplication, type AccountsApplication } from "../core/application/accounts.ts";
import { createAccountSessions } from "./account-sessions.ts";
import { createTransportApplication, type TransportApplication } from "../core/application/transport.ts";
import { createTravelApplication, type TravelApplication } from "../core/application/travel.ts";
import { createTravelInfoApplication, type TravelInfoApplication } from "../core/application/travel-info.ts";
import { createSafetyApplication, type SafetyApplication } from "../core/application/safety.ts";
import { createLocationApplication, type LocationApplication } from "../core/application/location.ts";

/** The application services (core/application): everything pages, the JSON API and the assistant may call. */
export type Apps = {
  accounts: AccountsApplication;
  flights: FlightsApplication;
  /** A booking's own pages: the trip page, the e-ticket, a change's payment, the void window; the airports. */
  flightTrips: FlightTripsApplication;
  postTicketing: PostTicketingApplication;
  bookings: BookingsApplication;
  hotels: HotelsApplication;
  /** A hotel booking's own pages (trip page, voucher) and the stay session of a hotel page's address. */
  hotelTrips: HotelTripsApplication;
  contact: ContactApplication;
  travel: TravelApplication;
  travelInfo: TravelInfoApplication;
  safety: SafetyApplication;
  content: ContentApplication;
  weather: WeatherApplication;
  transport: TransportApplication;
  location: LocationApplication;
  chat: ChatApplication;
  /** The sandbox gateway's challenge and wallet pages. */
  payments: PaymentsApplication;
  /** The staff's mail outbox. */
  outbox: OutboxApplication;
};

/** What the host's middleware needs around the use cases: settings, logs, sessions, limits, jobs, test hooks. */
export type Host = {
  env: Env;
  clock: () => Date;
  logger: AppLogger;
  auth: Auth;
  lookUpSession: SessionLookup;
  /** The session side of the accounts (ending, touching, the password re-entry time, the chat token's account). */
  sessions: Pick<AccountRepository, "endSession" | "touchSession" | "passwordConfirmedAt" | "findSession" | "findById">;
  rateLimiter: RateLimiter;
  readRateLimiter: RateLimiter;
  jobs: Pick<JobStore, "counts">;
  /** The end-to-end suite's hooks; the routes that call them exist only with E2E_TEST_ROUTES. */
  testHooks: { hotelClock: HotelClock } & FlightTestHooks;
};

/** What the edges (pages, the JSON API) receive: the application services and the host's needs, nothing else. */
export type EdgeServices = { apps: Apps; host: Host };

/** The composition root's answer to whoever runs the process (server, scripts, tests): the edges' part and the parts it is built of. */
export type Services = EdgeServices & {
  env: Env;
  /** What the travel services take as "now" (ServicesOptions.now; the real clock but in tests that fix it). */
  clock: () => Date;
  logger: AppLogger;
  database: Database;
  auth: Auth;
  /** better-auth's getSession answer in one query (server/session-lookup.ts). */
  lookUpSession: SessionLookup;
  mail: MailService;
  /** Account mail, capped per recipient. */
  accountMail: AccountMailer;
  rateLimiter: RateLimiter;
  /** Per-instance limits in memory, for high-volume reads such as flight searches (core/rate-limit/memory-store.ts). */
  readRateLimiter: RateLimiter;
  accounts: AccountRepository;
  /** The identity library as core/accounts sees it (password hashes, verification links). */
  identity: Identity;
  /** E-mail changes: requested from the profile, confirmed from the link sent to the new address. */
  emailChange: AccountServices["emailChange"];
  /** Creates an account (one transaction with its verification mail). */
  register: AccountServices["register"];
  /** The account pages as use cases (core/application/accounts.ts): sign-up, sign-in, passwords, profile. */
  accountsApp: AccountsApplication;
  /** Payments for flights and hotels (the embedded sandbox gateway; docs/decisions/011-payments.md). */
  payments: PaymentService;
  /** Flights: search, fare rules, extras, bookings with holds (core/flights, embedded supplier). */
  flights: FlightService;
  /** Flights as use cases (core/application/flights.ts): the flight pages, the API and the assistant call these. */
  flightsApp: FlightsApplication;
  /** The flight checkout: selection, passengers, add-ons, hold, payment, ticket, e-ticket mail. */
  flightCheckout: FlightCheckout;
  /** After the ticket: void, refund and reissue requests, cancelling a hold (core/flights/post-ticketing.ts). */
  postTicketing: PostTicketing;
  /** After the ticket as use cases (core/application/post-ticketing.ts): void, refund, date change, cancel a hold, requests. */
  postTicketingApp: PostTicketingApplication;
  /** Bookings as use cases (core/application/bookings.ts): a flight or hotel booking's status, the traveller's trips. */
  bookingsApp: BookingsApplication;
  /** Hotels: the supplier (embedded inventory) and the checkout around it (docs/decisions/012-hotels.md). */
  hotels: HotelSupplier;
  hotelCheckout: HotelCheckout;
  /** What the hotels take as "now"; `setOffset` works only with E2E_TEST_ROUTES (the 15-minute stale-rates test). */
  hotelClock: HotelClock;
  /** Hotels as use cases (core/application/hotels.ts): the hotel pages, the API and the assistant call these. */
  hotelsApp: HotelsApplication;
  /** The contact form and the staff inbox (core/contact/contact-service.ts). */
  contact: ContactService;
  /** Saved travel itineraries (core/itinerary; docs/decisions/020-itinerary-planner.md). */
  itineraries: ItineraryService;
  /** The itinerary planner as use cases (core/application/travel.ts): the planner pages and the assistant share it. */
  travelApp: TravelApplication;
  /** The travel tax, terminal and destination fees, eTravel as use cases (core/application/travel-info.ts). */
  travelInfoApp: TravelInfoApplication;
  /** The advisories in force and the wind signals as use cases (core/application/safety.ts): the safety page and the assistant. */
  safetyApp: SafetyApplication;
  /** Blog posts, travel news and site search (core/content; docs/decisions/016-blog-news-search.md). */
  content: ContentService;
  /** Background jobs in the database: register handlers and recurring jobs, enqueue work. */
  jobs: JobQueue & Pick<JobStore, "counts">;
  /** The visitor's location, weather and tides (docs/decisions/018-location-weather-tide.md). */
  location: LocationServices;
  /** Weather and tides as use cases (core/application/weather.ts): the pages, the API and the assistant call these. */
  weatherApp: WeatherApplication;
  /** The contact form and the staff inbox as use cases (core/application/contact.ts). */
  contactApp: ContactApplication;
  /** Site search and the newest posts as use cases (core/application/content.ts). */
  contentApp: ContentApplication;
  /** The route planner over flights, ferries and roads as a use case (core/application/transport.ts). */
  transportApp: TransportApplication;
  /** The IP look-up and the reported position as use cases (core/application/location.ts). */
  locationApp: LocationApplication;
  /** The travel assistant (assistant/engine.ts): one chat turn → a reply built from the services above; worded by a model when CHAT_LLM_* is set (server/assistant-model.ts). */
  assistant: ChatResponder;
  /** Conversations with the assistant as use cases (core/application/chat.ts): the chat API and /dashboard/chatbot. */
  chatApp: ChatApplication;
  /** Stops the job runner (waiting for running jobs), then closes the mail transport and the database. */
  close(): Promise<void>;
};

export type ServicesOptions = {
  /** Run background jobs in this process (default true; a one-off script may only enqueue). */
  runJobs?: boolean;
  /**
   * What the travel services take as "now" (flights, hotels, weather and tides; default the real
   * clock). Tests that reason about dates give one fixed instant (server/test-http-app.ts).
   */
  now?: () => Date;
};

export async function createServices(env: Env, logger: AppLogger, database?: Database, options: ServicesOptions = {}): Promise<Services> {
  const db = database ?? (await openDatabase(env.databaseUrl ? { url: env.databaseUrl } : { dataDir: path.join(env.dataDir, "pglite") }));
  const transport = env.smtpUrl ? createSmtpTransport(env.smtpUrl, env.mailFrom) : null;
  const jobStore = createJobStore(db.db);
  // A mail job run again (its instance died after writing) writes its messages once (server/job-mail.ts).
  const jobs = jobScopedQueue(createJobRunner({ store: jobStore, logger, workerId: `${hostname()}:${process.pid}` }));
  const mail = createMailService({
    outbox: jobScopedOutbox(createOutboxRepository(db.db)),
    transport,
    logger,
    queue: jobs,
    keep: env.nodeEnv === "test" ? undefined : mailFolder(path.join(env.dataDir, "mail")),
  });
  const rateLimiter = createRateLimiter(createRateLimitStore(db.db));
  const { accounts, accountMail, auth, identity, emailChange, register } = createAccountServices({
    db: db.db,
    env,
    logger,
    mail,
    jobs,
    rateLimiter,
  });
  const sandboxGateway = createSandboxGateway({ store: createPaymentStore(db.db) });
  const payments = createPaymentService({
    keys: createPaymentKeyStore(db.db),
    provider: sandboxGateway,
    sandbox: sandboxGateway,
    logger,
    merchantName: env.appName,
  });
  const clock = options.now ?? (() => new Date());
  const { hotels, hotelCheckout, hotelClock } = createHotelServices({ db: db.db, env, logger, jobs, mail, payments, now: clock });
  // STAFF_EMAILS grants staff only to accounts that proved they own the address.
  for (const email of env.staffEmails) await accounts.grantStaffIfVerified(email);

  registerMailJobs(jobs, mail, { hasTransport: transport !== null, logger });
  jobs.every("jobs.prune", 24 * 60 * 60_000, async () => {
    const deleted = await jobStore.deleteFinishedBefore(new Date(Date.now() - JOB_RETENTION_DAYS * 86_400_000));
    if (deleted > 0) logger.info({ deleted }, "finished jobs pruned");
  });
  const now = clock;
  const { flights, flightCheckout, postTicketing, testHooks } = createFlightServices({ db: db.db, env, logger, jobs, mail, payments, now });
  if (options.runJobs !== false) jobs.start();

  const contact = createContactService({
    store: createContactStore(db.db),
    mail,
    rateLimiter,
    logger,
    appName: env.appName,
    appUrl: env.appUrl,
  });
  const readRateLimiter = createRateLimiter(createMemoryRateLimitStore());
  const content = createContentService({ posts: createPostRepository(db.db), search: createSearchIndex(db.db) });
  const location = createLocationServices(db.db, { forecast: { enabled: env.weatherLive, url: env.openMeteoUrl } });
  const weatherApp = createWeatherApplication({ weather: location.weather, now: () => clock().getTime() });
  const flightsApp = createFlightsApplication({ flights, checkout: flightCheckout, rateLimiter, today: () => manilaToday(clock()) });
  const hotelsApp = createHotelsApplication({ hotels, checkout: hotelCheckout, now: hotelClock.now, rateLimiter });
  const tripAccess = flightBookingAccess({ checkout: flightCheckout, rateLimiter });
  const flightTripsApp = createFlightTripsApplication({ access: tripAccess, checkout: flightCheckout, postTicketing, flights, now });
  const contentApp = createContentApplication({ content, readRateLimiter });
  const chatStore = createChatStore(db.db);
  const contactApp = createContactApplication({ contact, conversations: chatStore });
  const itineraries = createItineraryService({ store: createItineraryStore(db.db) });
  const bookingsApp = createBookingsApplication({
    access: tripAccess,
    hotelAccess: hotelBookingAccess({ checkout: hotelCheckout, rateLimiter }),
    flights: flightCheckout,
    hotels: hotelCheckout,
    hotelsApp,
    postTicketing,
  });
  const travelApp = createTravelApplication({ itineraries });
  const travelInfoApp = createTravelInfoApplication();
  const safetyApp = createSafetyApplication({ now });
  const transportApp = createTransportApplication();
  const postTicketingApp = createPostTicketingApplication({ postTicketing, access: tripAccess });
  const locationApp = createLocationApplication({ ip: location.ip, saved: location.saved, logger });
  const builtInAssistant = createAssistant({
    ...{ flightsApp, bookingsApp, postTicketingApp, hotelsApp, weatherApp, contentApp, contactApp },
    ...{ travelApp, transportApp, safetyApp, travelInfoApp, locationApp },
  });
  const assistant = withAssistantModel(
    builtInAssistant,
    { flightsApp, hotelsApp, bookingsApp, postTicketingApp, weatherApp, contentApp, transportApp, travelApp, travelInfoApp, safetyApp },
    env.chatModel,
    logger,
  );
  const accountsApp = createAccountsApplication({
    accounts,
    sessions: createAccountSessions(auth),
    identity,
    emailChange,
    register,
    rateLimiter,
    jobs,
    accountMail,
    mail,
    deviceSecret: env.authSecret,
    appName: env.appName,
    appUrl: env.appUrl,
  });
  const chatApp = createChatApplication({ store: chatStore, responder: assistant, rateLimiter, logger });
  const lookUpSession = createSessionLookup({ auth, db: db.db, writes: writeCounterOf(db.db) });
  const apps: Apps = {
    accounts: accountsApp,
    flights: flightsApp,
    flightTrips: flightTripsApp,
    postTicketing: postTicketingApp,
    bookings: bookingsApp,
    hotels: hotelsApp,
    hotelTrips: createHotelTripsApplication({ hotels, checkout: hotelCheckout, now: hotelClock.now, rateLimiter }),
    contact: contactApp,
    travel: travelApp,
    travelInfo: travelInfoApp,
    safety: safetyApp,
    content: contentApp,
    weather: weatherApp,
    transport: transportApp,
    location: locationApp,
    chat: chatApp,
    payments: createPaymentsApplication({ payments }),
    outbox: createOutboxApplication({ mail, smtp: Boolean(env.smtpUrl) }),
  };
  const host: Host = {
    ...{ env, clock, logger, auth, lookUpSession, sessions: accounts, rateLimiter, readRateLimiter },
    jobs: { counts: jobStore.counts },
    testHooks: { hotelClock, ...testHooks },
  };
  return {
    apps,
    host,
    env,
    clock,
    logger,
    database: db,
    auth,
    lookUpSession,
    location,
    weatherApp,
    mail,
    accountMail,
    rateLimiter,
    readRateLimiter,
    accounts,
    identity,
    emailChange,
    register,
    accountsApp,
    payments,
    flights,
    flightsApp,
    flightCheckout,
    postTicketing,
    postTicketingApp,
    bookingsApp,
    hotels,
    hotelCheckout,
    hotelsApp,
    content,
    contentApp,
    transportApp,
    locationApp,
    hotelClock,
    contact,
    contactApp,
    itineraries,
    travelApp,
    travelInfoApp,
    safetyApp,
    assistant,
    chatApp,
    jobs: { register: jobs.register, every: jobs.every, enqueue: jobs.enqueue, counts: jobStore.counts },
    async close() {
      await jobs.stop();
      transport?.close();
      await db.close();
    },
  };
}
