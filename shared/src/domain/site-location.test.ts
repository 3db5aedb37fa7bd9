import { describe, expect, it } from 'vitest';
import { parseSiteLocation } from './site-location.ts';

const DECATUR = { ok: true, latitude: 33.774828, longitude: -84.296312 };

describe('parseSiteLocation', () => {
  it.each([
    ['plain pair', '33.774828, -84.296312', DECATUR],
    ['no space', '33.774828,-84.296312', DECATUR],
    ['space only', '  33.774828 -84.296312  ', DECATUR],
    ['semicolon', '33.774828; -84.296312', DECATUR],
    ['google @ centre', 'https://www.google.com/maps/@33.774828,-84.296312,17z', DECATUR],
    [
      'google place: the pin wins over the centre',
      'https://www.google.com/maps/place/Decatur+Square/@33.7700000,-84.2900000,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d33.774828!4d-84.296312',
      DECATUR,
    ],
    ['google q=', 'https://maps.google.com/?q=33.774828,-84.296312', DECATUR],
    ['google search api', 'https://www.google.com/maps/search/?api=1&query=33.774828%2C-84.296312', DECATUR],
    ['google q=loc:', 'https://maps.google.com/maps?q=loc:33.774828,-84.296312', DECATUR],
    ['google dir destination', 'https://www.google.com/maps/dir/?api=1&destination=33.774828,-84.296312', DECATUR],
    ['apple ll=', 'https://maps.apple.com/?ll=33.774828,-84.296312&q=Dropped%20Pin', DECATUR],
    ['apple q=', 'https://maps.apple.com/?q=33.774828,-84.296312', DECATUR],
    ['apple coordinate=', 'https://maps.apple.com/place?coordinate=33.774828,-84.296312&name=Pin', DECATUR],
    ['without scheme', 'www.google.com/maps/@33.774828,-84.296312,15z', DECATUR],
    ['geo: link', 'geo:33.774828,-84.296312;u=35', DECATUR],
  ])('%s', (_name, input, expected) => {
    expect(parseSiteLocation(input)).toEqual(expected);
  });

  it.each([
    ['empty', '   ', /Paste a Google Maps/],
    ['an address, not a location', '12 Oak St, Decatur, GA', /No location found/],
    ['a google place link without coordinates', 'https://www.google.com/maps/place/Decatur+Square', /No location/],
    ['a short link', 'https://maps.app.goo.gl/AbCdEf123', /short link/],
    ['latitude out of range', '133.7, -84.2', /between -90 and 90/],
    ['longitude out of range', '33.7, -184.2', /between -180 and 180/],
    ['one number', '33.774828', /No location found/],
    ['three numbers', '33.7 -84.2 10', /No location found/],
    ['not a URL at all', 'javascript:alert(1)', /No location found/],
  ])('refuses %s', (_name, input, reason) => {
    const parsed = parseSiteLocation(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });
});
